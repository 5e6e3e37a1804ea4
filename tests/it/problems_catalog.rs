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
