//! HumanEval-X conformance on a subset: `mashang problems import --format humaneval-x` (the real
//! binary) writes a handful of tasks per language into a temp dir, never into the repository; the
//! judge must accept every canonical solution and reject both broken variants of each, including
//! JavaScript ones whose console.assert failures exit 0. Skipped when the data set is absent.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use std::path::PathBuf;
use std::process::Command;

use super::judge::{judge, serial};

fn data_set() -> Option<PathBuf> {
    let dir = std::env::var_os("MASHANG_HUMANEVAL_X").map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/conformance/humaneval-x"))
    });
    if dir.join("humaneval_python.jsonl.gz").is_file() {
        Some(dir)
    } else {
        super::skip::skip(
            module_path!(),
            &format!("no HumanEval-X data set at {}", dir.display()),
            "set MASHANG_HUMANEVAL_X to the directory holding humaneval_<lang>.jsonl.gz",
        );
        None
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn canonical_humaneval_x_solutions_are_accepted_and_broken_ones_rejected_in_every_language() {
    let Some(src) = data_set() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "import", "--format", "humaneval-x", "--tasks", "0,12,29"])
        .arg(&src)
        .arg("--out")
        .arg(tmp.path())
        .status()
        .unwrap();
    assert!(status.success());
    let (bank, errors) = mashang_bank::load_imported(tmp.path());
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(bank.len(), 3);
    let _serial = serial();
    let j = judge();
    let mut seen = std::collections::BTreeSet::new();
    for p in bank.iter() {
        assert_eq!(p.languages().len(), 6, "{}: {:?}", p.id(), p.languages());
        let report = j.check_problem(p).await;
        for item in &report.items {
            if item.got == "unavailable" {
                continue;
            }
            seen.insert((item.lang.clone(), item.file.starts_with("wrong/")));
            assert!(
                item.ok,
                "{} {}: expected {}, got {} ({})",
                p.id(),
                item.file,
                item.expected,
                item.got,
                item.detail
            );
        }
    }
    // Python, JavaScript, C++ and Java are installed wherever the tests run (see .ci/run).
    for lang in ["python", "javascript", "cpp", "java"] {
        assert!(
            seen.contains(&(lang.to_string(), false)) && seen.contains(&(lang.to_string(), true)),
            "{lang} not judged"
        );
    }
}
