//! The problem bank loads, validates and rejects malformed files with errors naming file and field.

use std::path::Path;

use mashang_judge::problem::{Bank, Kind, json_schema};

fn bank_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems"))
}

#[test]
fn committed_schema_equals_the_generated_one() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/problem.schema.json");
    let committed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        committed,
        json_schema(),
        "regenerate with `mashang problems schema > docs/problem.schema.json`"
    );
}

#[test]
fn the_bank_loads_without_errors_and_covers_every_kind() {
    let (bank, errors) = mashang_bank::load(bank_dir());
    assert!(errors.is_empty(), "load errors: {errors:#?}");
    for kind in [Kind::Function, Kind::Design, Kind::Stdio, Kind::SystemDesign] {
        assert!(bank.iter().any(|p| p.kind() == kind), "no {kind:?} problem");
    }
    let lru = bank.get("lru-cache").expect("lru-cache");
    assert!(lru.generator.is_some() && !lru.wrong.is_empty());
}

pub(crate) fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A bank with two-sum intact and a copy whose problem.toml is edited by `edit`.
fn bank_with_broken_copy(
    edit: impl Fn(String) -> String,
) -> (Bank, Vec<mashang_judge::problem::LoadError>, tempfile::TempDir) {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&bank_dir().join("two-sum"), &tmp.path().join("two-sum"));
    copy_dir(&bank_dir().join("two-sum"), &tmp.path().join("broken"));
    let file = tmp.path().join("broken/problem.toml");
    let text =
        std::fs::read_to_string(&file).unwrap().replace("id = \"two-sum\"", "id = \"broken\"");
    std::fs::write(&file, edit(text)).unwrap();
    let (bank, errors) = mashang_bank::load(tmp.path());
    (bank, errors, tmp)
}

#[test]
fn a_wrongly_typed_field_is_named_and_the_rest_still_loads() {
    let (bank, errors, _tmp) =
        bank_with_broken_copy(|t| t.replace("time_ms = 1000", "time_ms = \"fast\""));
    assert!(bank.get("two-sum").is_some());
    assert!(bank.get("broken").is_none());
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(errors[0].file.ends_with("broken/problem.toml"));
    assert_eq!(errors[0].field.as_deref(), Some("limits.time_ms"), "{}", errors[0]);
}

#[test]
fn an_unknown_field_is_rejected_by_name() {
    let (_, errors, _tmp) = bank_with_broken_copy(|t| {
        t.replace("level = \"junior\"", "level = \"junior\"\ndifficulty = 3")
    });
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].field.as_deref(), Some("difficulty"), "{}", errors[0]);
}

#[test]
fn a_test_that_does_not_fit_the_signature_names_the_test() {
    let (_, errors, _tmp) = bank_with_broken_copy(|t| {
        t.replace("input = \"[[3, 3], 6]\"", "input = \"[[3, \\\"x\\\"], 6]\"")
    });
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0].field.as_deref(), Some("tests[2].input"), "{}", errors[0]);
}

#[test]
fn a_missing_required_field_is_named() {
    let (_, errors, _tmp) = bank_with_broken_copy(|t| t.replace("kind = \"function\"\n", ""));
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].field.as_deref(), Some("kind"), "{}", errors[0]);
}

/// `mashang problems check [ids]` over `bank`, with its own stress cache; (success, stderr).
fn check_cli(bank: &Path, ids: &[&str]) -> (bool, String) {
    let data = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "check", "--dir"])
        .arg(bank)
        .args(ids)
        .env("MASHANG_DATA_DIR", data.path())
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn checking_listed_problems_warns_about_an_unrelated_broken_folder_instead_of_failing() {
    let (_, errors, tmp) = bank_with_broken_copy(|t| t.replace("kind = \"function\"\n", ""));
    assert_eq!(errors.len(), 1);
    let _serial = crate::judge::serial();
    let (ok, stderr) = check_cli(tmp.path(), &["two-sum"]);
    assert!(ok, "two-sum passes, so the check passes:\n{stderr}");
    assert!(stderr.contains("warning:") && stderr.contains("broken"), "{stderr}");
    assert!(stderr.contains("0 failed"), "{stderr}");
    // A full check, or naming the broken problem, still fails.
    let (ok, stderr) = check_cli(tmp.path(), &[]);
    assert!(!ok && stderr.contains("error:"), "{stderr}");
    let (ok, stderr) = check_cli(tmp.path(), &["broken"]);
    assert!(!ok && stderr.contains("broken"), "{stderr}");
}

#[test]
fn an_int_test_value_beyond_32_bits_reads_the_type_as_long_with_a_warning() {
    let (bank, errors, _tmp) = bank_with_broken_copy(|t| {
        t.replace("input = \"[[3, 3], 6]\"", "input = \"[[3000000000, 3], 3000000003]\"")
    });
    assert!(errors.is_empty(), "{errors:#?}");
    let p = bank.get("broken").expect("loads");
    let sig = p.spec.signature.as_ref().unwrap();
    assert_eq!(sig.params[0].ty, "list<long>");
    assert_eq!(sig.params[1].ty, "long");
    assert_eq!(p.warnings.len(), 2, "{:?}", p.warnings);
    assert!(p.warnings[0].contains("signature.params[0].type"), "{:?}", p.warnings);
    assert!(bank.get("two-sum").unwrap().warnings.is_empty());
}

#[test]
fn any_of_expected_must_be_an_array_of_answers_of_the_return_type() {
    let (_, errors, _tmp) = bank_with_broken_copy(|t| {
        t.replace("expected = \"[0, 1]\"", "any_of = true\nexpected = \"[0, 1]\"")
    });
    assert!(!errors.is_empty());
    assert_eq!(errors[0].field.as_deref(), Some("tests[0].expected"), "{}", errors[0]);
    assert!(errors[0].message.contains("answer 1"), "{}", errors[0]);
    let (bank, errors, _tmp) = bank_with_broken_copy(|t| {
        t.replace("expected = \"[0, 1]\"", "any_of = true\nexpected = \"[[0, 1], [1, 0]]\"")
    });
    assert!(errors.is_empty(), "{errors:#?}");
    assert!(bank.get("broken").unwrap().spec.tests[0].any_of);
}
