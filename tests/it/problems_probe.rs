//! `problems check` holds a problem's probe data to its `time_limit` known-wrong solutions: a
//! slow solution that the probe measures as expected (or too fast to fit) because the generator
//! always puts the answer where that solution looks first is reported by name.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use std::path::Path;

use mashang_judge::{CheckOptions, CheckReport};

use crate::judge::{judge, problem, serial};
use crate::problems::copy_dir;

/// Two-sum as it must not be: every input of 1,000 numbers or more has its pair at indices 0
/// and 1, so the pair scan from the start (`wrong/brute_force.py`) answers it at once.
const PAIR_FIRST_GEN: &str = r#"
def generate(n, rng):
    n = max(n, 2)
    span = max(4, n)
    nums = [4 * rng.randint(-span, span) for _ in range(n)]
    i, j = (0, 1) if n >= 1000 else rng.sample(range(n), 2)
    nums[i] = 4 * rng.randint(-span, span) + 1
    nums[j] = 4 * rng.randint(-span, span) + 2
    return [nums, nums[i] + nums[j]]
"#;

fn exposure<'a>(report: &'a CheckReport, file: &str) -> &'a mashang_judge::CheckItem {
    report
        .items
        .iter()
        .find(|i| i.file == file && i.expected == "exposed by the probe")
        .unwrap_or_else(|| panic!("no probe item for {file}: {:#?}", report.items))
}

const ONLY_TIME_LIMIT: CheckOptions =
    CheckOptions { tle_margin: CheckOptions::DEFAULT_TLE_MARGIN, only_time_limit: true };

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_probe_whose_data_lets_a_slow_solution_through_fails_the_check_naming_it() {
    let _serial = serial();
    let tmp = tempfile::tempdir().unwrap();
    let bank = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems"));
    let dir = tmp.path().join("pair-first");
    copy_dir(&bank.join("two-sum"), &dir);
    std::fs::write(dir.join("gen.py"), PAIR_FIRST_GEN).unwrap();
    let toml = dir.join("problem.toml");
    let text =
        std::fs::read_to_string(&toml).unwrap().replace("id = \"two-sum\"", "id = \"pair-first\"");
    std::fs::write(&toml, text).unwrap();
    let (loaded, errors) = mashang_bank::load(tmp.path());
    assert!(errors.is_empty(), "{errors:#?}");
    let p = loaded.get("pair-first").expect("loaded");

    let report = judge().check_problem_with(p, ONLY_TIME_LIMIT).await;
    assert!(!report.ok(), "{:#?}", report.items);
    let front = exposure(&report, "wrong/brute_force.py");
    assert!(!front.ok && front.got == "not exposed", "{front:#?}");
    assert!(front.detail.contains("the probe does not expose wrong/brute_force.py"), "{front:#?}");
    // The same data is the worst case of a scan from the other end: the probe exposes that one.
    let back = exposure(&report, "wrong/scan_from_end.py");
    assert!(back.ok && back.got == "exposed", "{back:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_probe_of_the_banks_two_sum_exposes_every_slow_known_wrong_solution() {
    let _serial = serial();
    let p = problem("two-sum");
    let report = judge().check_problem_with(&p, ONLY_TIME_LIMIT).await;
    assert!(report.ok(), "{:#?}", report.items);
    for file in ["wrong/brute_force.py", "wrong/scan_from_end.py"] {
        let item = exposure(&report, file);
        assert_eq!(item.got, "exposed", "{item:#?}");
    }
}
