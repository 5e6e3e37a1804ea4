//! `mashang` runs from any directory (issue 29 item 4): the problem bank and the interviewer
//! presets are embedded in the binary, so the real binary started in an empty directory or in `/`
//! interviews and judges; `doctor` says which bank is in use; a configured directory replaces the
//! embedded bank, and one without problems stops the bot with a line that says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::console::{Bot, question_id};
use crate::problems::copy_dir;

fn presets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("presets")
}

/// The number of problems in presets/problems, which the embedded bank must hold.
fn bank_size() -> usize {
    std::fs::read_dir(presets().join("problems"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().join("problem.toml").is_file())
        .count()
}

/// `mashang ARGS` in `cwd` with its data dir in `data`, no config file, no configured bank or
/// presets, plus `extra`.
fn mashang(cwd: &Path, data: &Path, args: &[&str], extra: &[(&str, &Path)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
    cmd.args(args)
        .current_dir(cwd)
        .env("MASHANG_DATA_DIR", data)
        .env("MASHANG_LOCALE", "en")
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_PROBLEMS")
        .env_remove("MASHANG_PRESETS")
        .env_remove("MASHANG_INTERVIEWER")
        .stdin(Stdio::null());
    for (k, v) in extra {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

/// A bank directory holding only two-sum, copied from presets/problems.
fn one_problem_bank(root: &Path) -> PathBuf {
    let bank = root.join("bank");
    copy_dir(&presets().join("problems/two-sum"), &bank.join("two-sum"));
    bank
}

#[test]
fn the_console_answers_a_question_from_an_empty_directory_and_from_the_root_directory() {
    let empty = tempfile::tempdir().unwrap();
    for cwd in [empty.path(), Path::new("/")] {
        let data = tempfile::tempdir().unwrap();
        let mut bot = Bot::start_in(cwd, data.path(), "anywhere", &[("MASHANG_ROUNDS", "1")]);
        bot.expect("Commands:");
        bot.send("/interview python problem=two-sum");
        let header = bot.expect("Question 1/1");
        assert_eq!(question_id(&header), "two-sum", "{}", bot.transcript());
        let verdict = bot.submit_reference("two-sum", "One pass with a hash map: O(n) time.");
        assert!(verdict.contains("accepted"), "in {}: {}", cwd.display(), bot.transcript());
        drop(bot.stdin);
        assert!(bot.child.wait().unwrap().success(), "in {}", cwd.display());
    }
    let left: Vec<_> = std::fs::read_dir(empty.path()).unwrap().collect();
    assert!(left.is_empty(), "the working directory stays untouched: {left:?}");
}

#[test]
fn doctor_says_the_embedded_bank_and_presets_are_in_use() {
    let (cwd, data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let out = mashang(cwd.path(), data.path(), &["doctor"], &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let bank = format!("✓ problem bank: {} problems embedded in the binary", bank_size());
    assert!(stdout.contains(&bank), "{stdout}");
    assert!(
        stdout.contains("✓ interviewer: `default` (5 rounds), embedded in the binary"),
        "{stdout}"
    );
}

#[test]
fn a_configured_bank_directory_replaces_the_embedded_bank() {
    let tmp = tempfile::tempdir().unwrap();
    let bank = one_problem_bank(tmp.path());
    let presets_dir = tmp.path().join("presets");
    let strict = presets().join("interviewers/strict.toml");
    std::fs::create_dir_all(presets_dir.join("interviewers")).unwrap();
    std::fs::copy(&strict, presets_dir.join("interviewers/strict.toml")).unwrap();
    let (cwd, data) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let set = [("MASHANG_PROBLEMS", bank.as_path())];

    let listed = mashang(cwd.path(), data.path(), &["problems", "list"], &set);
    let ids: Vec<&str> = std::str::from_utf8(&listed.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(ids, ["two-sum"], "{}", String::from_utf8_lossy(&listed.stderr));

    let interviewer = Path::new("strict");
    let doctor = mashang(
        cwd.path(),
        data.path(),
        &["doctor"],
        &[set[0], ("MASHANG_PRESETS", &presets_dir), ("MASHANG_INTERVIEWER", interviewer)],
    );
    let stdout = String::from_utf8_lossy(&doctor.stdout);
    assert!(
        stdout.contains(&format!("✓ problem bank: 1 problem in {}", bank.display())),
        "{stdout}"
    );
    assert!(stdout.contains(&format!("), from {}", presets_dir.display())), "{stdout}");

    // The bot itself serves the configured bank: its only problem is the one drawn.
    let mut bot = Bot::start_in(
        cwd.path(),
        data.path(),
        "override",
        &[("MASHANG_PROBLEMS", bank.to_str().unwrap()), ("MASHANG_ROUNDS", "1")],
    );
    bot.expect("Commands:");
    bot.send("/interview algorithm junior python");
    let header = bot.expect("Question 1/1");
    assert_eq!(question_id(&header), "two-sum", "{}", bot.transcript());
}

#[test]
fn a_configured_directory_without_problems_stops_the_bot_with_a_line_naming_it() {
    let (cwd, data, empty) =
        (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let set = [("MASHANG_PROBLEMS", empty.path())];
    let out = mashang(cwd.path(), data.path(), &["console", "--user", "x"], &set);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    let named = format!("no problems found in {}", empty.path().display());
    assert!(stderr.contains(&named) && stderr.contains("unset it"), "{stderr}");
    let doctor = mashang(cwd.path(), data.path(), &["doctor"], &set);
    let stdout = String::from_utf8_lossy(&doctor.stdout);
    assert!(
        !doctor.status.success() && stdout.contains(&format!("✗ problem bank: {named}")),
        "{stdout}"
    );
}
