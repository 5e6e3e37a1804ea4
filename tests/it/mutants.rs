//! `mashang problems check --mutants` on a JavaScript-only, code-tested problem (the real binary,
//! the real sandbox): a mutant the tests tell from the reference is killed, one they cannot is a
//! survivor that fails the problem until a reviewer lists it as equivalent, and a listing that no
//! longer names a mutant (or names one the tests kill) is refused.

use std::path::Path;

use mashang_judge::problem::Lang;

/// `clamp` with code tests that observe values inside the range and beyond both ends. Its
/// `x < lo` → `x <= lo` and `x > hi` → `x >= hi` mutants are truly equivalent (at `x == lo` both
/// return `lo`); every other mutant changes an observation.
const REF: &str = "function clamp(x, lo, hi) {
  if (x < lo) return lo;
  if (x > hi) return hi;
  return x;
}
";

const TOML: &str = r#"id = "clamp"
kind = "function"
level = "junior"
roles = ["frontend"]
topics = ["javascript"]
title = { zh = "限制范围", en = "Clamp" }
statement = { zh = "实现 `clamp(x, lo, hi)`。", en = "Implement `clamp(x, lo, hi)`." }
hints = [
  { zh = "比较两端。", en = "Compare with both ends." },
  { zh = "先看下界。", en = "Check the lower bound first." },
  { zh = "再看上界。", en = "Then the upper bound." },
]

[code_tests]
javascript = "tests/test.js"
"#;

const SAMPLES: &str = "test(\"sample_inside\", () => {\n  observe(clamp(5, 0, 10));\n});\n";
const TESTS: &str = "test(\"outside\", () => {\n  observe(clamp(-3, 0, 10));\n  observe(clamp(14, 0, 10));\n  observe(clamp(10, 0, 10));\n  observe(clamp(0, 0, 10));\n});\n";
const STARTER: &str = "function clamp(x, lo, hi) {\n}\n";

/// The listing of clamp's two equivalent mutants, as a reviewer writes it.
const LISTING: &str = r#"
[mutants]
equivalent = [
  { line = 2, what = "`<` changed to `<=`", why = "at x == lo both branches return lo" },
  { line = 3, what = "`>` changed to `>=`", why = "at x == hi both branches return hi" },
]
"#;

/// A bank holding only `clamp`, its problem.toml followed by `extra`.
fn bank(extra: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("clamp");
    for (rel, text) in [
        ("problem.toml", format!("{TOML}{extra}")),
        ("solutions/ref.js", REF.to_string()),
        ("tests/samples.js", SAMPLES.to_string()),
        ("tests/test.js", TESTS.to_string()),
        ("starter/solution.js", STARTER.to_string()),
    ] {
        let file = dir.join(rel);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }
    tmp
}

/// `mashang problems check [args…] --dir bank`: (success, stdout + stderr).
fn mashang(bank: &Path, args: &[&str]) -> (bool, String) {
    let data = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "check", "--dir"])
        .arg(bank)
        .args(args)
        .env("MASHANG_DATA_DIR", data.path())
        .output()
        .unwrap();
    let text =
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

fn runs_here(test: &str) -> bool {
    crate::skip::runtime(Lang::JavaScript, &format!("it::mutants::{test}"))
}

#[test]
fn javascript_mutants_are_judged_the_tests_kill_most_and_an_unlisted_survivor_fails_the_problem() {
    if !runs_here(
        "javascript_mutants_are_judged_the_tests_kill_most_and_an_unlisted_survivor_fails_the_problem",
    ) {
        return;
    }
    let _serial = crate::judge::serial();
    let tmp = bank("");
    let (ok, out) = mashang(tmp.path(), &["--mutants", "clamp"]);
    assert!(!ok, "two survivors put clamp under 95 %:\n{out}");
    // 2 guards × (negated, return dropped) + 2 comparisons = 6 mutants; the 4 that change a
    // value the tests observe are killed in the sandbox.
    assert!(out.contains("6 mutants: 4 killed, 0 equivalent, 2 survived"), "{out}");
    assert!(out.contains("survived: line 2: `<` changed to `<=`"), "{out}");
    assert!(out.contains("survived: line 3: `>` changed to `>=`"), "{out}");
    assert!(out.contains("below 95% kill rate: clamp (66.7%)"), "{out}");
}

#[test]
fn a_reviewed_equivalent_listing_is_honoured_and_recorded() {
    if !runs_here("a_reviewed_equivalent_listing_is_honoured_and_recorded") {
        return;
    }
    let _serial = crate::judge::serial();
    let tmp = bank(LISTING);
    let record = tmp.path().join("mutants.json");
    let record_arg = record.to_str().unwrap();
    let (ok, out) =
        mashang(tmp.path(), &["--mutants", "--record", record_arg, "--update-record", "clamp"]);
    assert!(ok, "{out}");
    assert!(
        out.contains("100.0%  6 mutants: 4 killed, 2 equivalent (2 listed), 0 survived"),
        "{out}"
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    assert_eq!(saved["clamp"]["listed"], 2, "{saved}");
    assert_eq!(saved["clamp"]["rate"], 1.0, "{saved}");
    // The listing names real mutants, so the ordinary check passes too.
    let (ok, out) = mashang(tmp.path(), &["clamp"]);
    assert!(ok, "{out}");
}

#[test]
fn a_listing_that_names_no_mutant_of_the_current_reference_is_refused() {
    if !runs_here("a_listing_that_names_no_mutant_of_the_current_reference_is_refused") {
        return;
    }
    let _serial = crate::judge::serial();
    let tmp = bank(LISTING);
    // The reference changed under the listing: line 3 now compares with `>=`.
    let reference = tmp.path().join("clamp/solutions/ref.js");
    std::fs::write(&reference, REF.replace("x > hi", "x >= hi")).unwrap();
    let (ok, out) = mashang(tmp.path(), &["clamp"]);
    assert!(!ok, "{out}");
    assert!(
        out.contains(
            "mutants.equivalent: no mutant of the reference is line 3: `>` changed to `>=` any more"
        ),
        "{out}"
    );
    let (ok, out) = mashang(tmp.path(), &["--mutants", "clamp"]);
    assert!(!ok, "{out}");
    assert!(
        out.contains("clamp")
            && out.contains("failed:")
            && out.contains("line 3: `>` changed to `>=`"),
        "{out}"
    );
}

#[test]
fn a_listed_mutant_the_tests_kill_is_refused_as_not_equivalent() {
    if !runs_here("a_listed_mutant_the_tests_kill_is_refused_as_not_equivalent") {
        return;
    }
    let _serial = crate::judge::serial();
    let listing = "\n[mutants]\nequivalent = [\n  { line = 2, what = \"guard of an early return negated\", why = \"wrongly believed\" },\n]\n";
    let tmp = bank(listing);
    let (ok, out) = mashang(tmp.path(), &["--mutants", "clamp"]);
    assert!(!ok, "{out}");
    assert!(
        out.contains("lists mutants the tests kill")
            && out.contains("line 2: guard of an early return negated"),
        "{out}"
    );
}

#[test]
fn a_listing_is_checked_when_the_problem_loads() {
    let listing = "\n[mutants]\nequivalent = [\n  { line = 40, what = \"`<` changed to `<=`\", why = \"\" },\n]\n";
    let tmp = bank(listing);
    let (bank, errors) = mashang_bank::load(tmp.path());
    assert!(bank.get("clamp").is_none());
    let fields: Vec<_> = errors.iter().filter_map(|e| e.field.clone()).collect();
    assert_eq!(fields, ["mutants.equivalent[0].line", "mutants.equivalent[0].why"], "{errors:#?}");
    assert!(errors[0].to_string().contains("solutions/ref.js has no line 40"), "{}", errors[0]);
}
