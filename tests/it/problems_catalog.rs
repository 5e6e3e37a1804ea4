//! `mashang problems stats` and the filters of `problems list` (issue #31, 4): the coverage table
//! the README shows, every algorithm problem on a roadmap topic, and filters that select.

use std::path::Path;

fn mashang_json(args: &[&str]) -> serde_json::Value {
    let bank = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .arg("problems")
        .args(args)
        .arg("--json")
        .arg("--dir")
        .arg(&bank)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn ids(list: &serde_json::Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect()
}

#[test]
fn stats_counts_every_problem_by_role_and_level_and_every_algorithm_problem_is_on_the_roadmap() {
    let stats = mashang_json(&["stats"]);
    let list = mashang_json(&["list"]);
    let problems = list.as_array().unwrap();
    assert_eq!(stats["total"].as_u64(), Some(problems.len() as u64));
    for (role, levels) in stats["roles"].as_object().unwrap() {
        for (level, n) in levels.as_object().unwrap() {
            let expected = problems
                .iter()
                .filter(|p| p["level"] == level.as_str())
                .filter(|p| p["roles"].as_array().unwrap().iter().any(|r| r == role.as_str()))
                .count();
            assert_eq!(n.as_u64(), Some(expected as u64), "{role} × {level}");
        }
    }
    assert_eq!(stats["topics"].as_object().unwrap().len(), 18, "the roadmap's topics");
    assert_eq!(
        stats["off_roadmap"],
        serde_json::json!([]),
        "give these problems a tag of presets/roadmap.toml (or name them in a topic's problems)"
    );
}

#[test]
fn list_filters_by_roadmap_topic_tag_role_and_level_and_a_2d_problem_is_not_also_1d() {
    let senior_2d =
        mashang_json(&["list", "--topic", "dp-2d", "--level", "senior", "--role", "algorithm"]);
    let shown = ids(&senior_2d);
    assert!(shown.contains(&"edit-distance"), "{shown:?}");
    for p in senior_2d.as_array().unwrap() {
        assert_eq!(p["level"], "senior", "{p}");
        assert!(p["roadmap"].as_array().unwrap().iter().any(|t| t == "dp-2d"), "{p}");
    }
    let one_d = mashang_json(&["list", "--topic", "dp-1d"]);
    let shown = ids(&one_d);
    assert!(shown.contains(&"house-robber") && !shown.contains(&"edit-distance"), "{shown:?}");
    let heap = mashang_json(&["list", "--topic", "heap", "--role", "algo"]);
    assert!(
        heap.as_array().unwrap().iter().all(|p| p["topics"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t == "heap"))
    );
    assert!(!ids(&heap).is_empty());
}

#[test]
fn an_unknown_role_or_level_is_refused_by_name() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "list", "--level", "principal"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown --level `principal`"));
}

/// `problems check --record R --sources S --update-record` over `bank`: (success, stderr).
fn check_with_record(bank: &Path, record: &Path, sources: &str) -> (bool, String) {
    let data = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "check", "--update-record", "--sources", sources, "--record"])
        .arg(record)
        .arg("--dir")
        .arg(bank)
        .env("MASHANG_DATA_DIR", data.path())
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn recorded(record: &Path) -> Vec<String> {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(record).unwrap()).unwrap();
    v["problems"].as_object().unwrap().keys().cloned().collect()
}

/// CI's incremental bank check (`.ci/checks.json`): what passed is recorded and not checked again
/// until its folder or the judge's sources change; what fails is forgotten, so it is checked
/// again next time.
#[test]
fn the_check_record_skips_unchanged_problems_and_forgets_a_failing_one() {
    let bank = tempfile::tempdir().unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
    for id in ["flatten-array", "design-api-gateway"] {
        crate::problems::copy_dir(&from.join(id), &bank.path().join(id));
    }
    let record = bank.path().join("checks.json");

    let (ok, err) = check_with_record(bank.path(), &record, "sources-1");
    assert!(ok, "{err}");
    assert_eq!(recorded(&record), ["design-api-gateway", "flatten-array"]);
    let (ok, err) = check_with_record(bank.path(), &record, "sources-1");
    assert!(ok && err.contains("2 problem(s) unchanged"), "{err}");
    assert!(err.contains("0 problems, 0 checks"), "{err}");

    // A known-wrong solution that is right after all: checked again because its folder changed,
    // fails (it is accepted), and is forgotten.
    let dir = bank.path().join("flatten-array");
    let wrong = std::fs::read_dir(dir.join("wrong")).unwrap().next().unwrap().unwrap().path();
    let reference = if wrong.extension().is_some_and(|e| e == "py") { "ref.py" } else { "ref.js" };
    std::fs::copy(dir.join("solutions").join(reference), &wrong).unwrap();
    let (ok, err) = check_with_record(bank.path(), &record, "sources-1");
    assert!(!ok && err.contains("1 problem(s) unchanged"), "{err}");
    assert_eq!(recorded(&record), ["design-api-gateway"]);

    // New judge sources: every problem again.
    let (ok, err) = check_with_record(bank.path(), &record, "sources-2");
    assert!(!ok && err.contains("0 problem(s) unchanged") && err.contains("2 problems"), "{err}");
    assert_eq!(recorded(&record), ["design-api-gateway"]);
}

fn shipped_plan(id: &str) -> mashang_core::plan::Plan {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("presets/plans/{id}.toml"));
    mashang_core::plan::Plan::parse(id, &std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_three_shipped_plans_hold_only_bank_problems_at_their_sizes() {
    let bank = crate::support::problem_bank();
    for (id, min, max) in [("essentials", 70, 80), ("complete", 140, 160), ("practical", 30, 120)] {
        let plan = shipped_plan(id);
        assert_eq!(plan.check(&bank), [], "{id}");
        let n = plan.problems().count();
        assert!((min..=max).contains(&n), "{id}: {n} problems");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "plans"])
        .output()
        .unwrap();
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("essentials") && stdout.contains("75 problems"), "{stdout}");
    assert!(!stderr.contains("error"), "the embedded plans hold to the embedded bank: {stderr}");
}

#[test]
fn list_with_a_plan_shows_its_problems_in_the_plans_order() {
    let listed = mashang_json(&["list", "--plan", "essentials"]);
    let plan = shipped_plan("essentials");
    assert_eq!(ids(&listed), plan.problems().collect::<Vec<_>>());
    let junior = mashang_json(&["list", "--plan", "essentials", "--level", "junior"]);
    assert!(!ids(&junior).is_empty() && ids(&junior).len() < ids(&listed).len());
}

#[test]
fn a_full_check_fails_on_a_plan_that_names_a_problem_outside_the_bank() {
    let root = tempfile::tempdir().unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
    crate::problems::copy_dir(
        &from.join("design-api-gateway"),
        &root.path().join("problems/design-api-gateway"),
    );
    std::fs::create_dir_all(root.path().join("plans")).unwrap();
    std::fs::write(
        root.path().join("plans/mine.toml"),
        "id = \"mine\"\nper_week = 2\ntitle = { zh = \"我的\", en = \"Mine\" }\n\
         description = { zh = \"一\", en = \"One\" }\n[[section]]\n\
         title = { zh = \"设计\", en = \"Design\" }\nproblems = [\"design-api-gateway\", \"no-such\"]\n",
    )
    .unwrap();
    let data = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "check", "--dir"])
        .arg(root.path().join("problems"))
        .env("MASHANG_DATA_DIR", data.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("plan `mine`: no problem `no-such` in the bank"), "{stderr}");
}
