//! Read-only commands leave the working directory alone, fail with one clear line, and stop
//! quietly when their reader goes away (issue 17 item 4).

use std::path::Path;
use std::process::{Command, Output, Stdio};

fn bank_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems"))
}

/// `mashang ARGS` run in `cwd` with no configured data dir and `cache` as the user cache dir.
fn mashang_in(cwd: &Path, cache: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(args)
        .current_dir(cwd)
        .env_remove("MASHANG_DATA_DIR")
        .env_remove("MASHANG_CONFIG")
        .env("XDG_CACHE_HOME", cache)
        .env("MASHANG_PROBLEMS", bank_dir())
        .output()
        .unwrap()
}

#[test]
fn read_only_commands_create_no_data_dir_in_the_working_directory() {
    let tmp = tempfile::tempdir().unwrap();
    let (cwd, cache) = (tmp.path().join("cwd"), tmp.path().join("cache"));
    std::fs::create_dir_all(&cwd).unwrap();
    let solution = bank_dir().join("two-sum/solutions/ref.py");
    let _serial = crate::judge::serial();
    for args in [
        vec!["problems", "list"],
        vec!["problems", "show", "two-sum"],
        vec!["doctor"],
        vec!["judge", "--problem", "two-sum", "--no-probe", solution.to_str().unwrap()],
    ] {
        let out = mashang_in(&cwd, &cache, &args);
        let leftovers: Vec<_> =
            std::fs::read_dir(&cwd).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(
            leftovers.is_empty(),
            "`mashang {}` left {leftovers:?} in the working directory; stderr:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert!(
        cache.join("mashang/sandbox").is_dir(),
        "the judge's sandbox state goes to the per-user cache dir"
    );
}

#[test]
fn a_failing_check_prints_one_error_line_and_no_backtrace_even_with_rust_backtrace() {
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "check", "no-such-problem", "--dir"])
        .arg(bank_dir())
        .env("RUST_BACKTRACE", "1")
        .env("MASHANG_DATA_DIR", tmp.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("error: no problem `no-such-problem`"), "{stderr}");
    assert!(!stderr.to_lowercase().contains("backtrace"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn problems_show_into_a_closed_pipe_ends_quietly_without_a_panic() {
    let tmp = tempfile::tempdir().unwrap();
    let (reader, writer) = std::io::pipe().unwrap();
    // The reader is gone before the command writes a byte, as with `| head -0`.
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "show", "lru-cache", "--starter", "python", "--dir"])
        .arg(bank_dir())
        .env("MASHANG_DATA_DIR", tmp.path())
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn problems_new_scaffolds_a_problem_that_loads_with_todo_markers_to_fill() {
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "new", "demo-sum", "--dir"])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (bank, errors) = mashang_bank::load(tmp.path());
    assert!(errors.is_empty(), "the scaffold loads: {errors:#?}");
    let p = bank.get("demo-sum").expect("demo-sum");
    assert!(p.generator.as_deref().is_some_and(|g| g.contains("def valid(args)")));
    assert!(p.spec.statement.en.contains("TODO") && p.spec.statement.zh.contains("TODO"));
    assert_eq!(p.wrong.len(), 1);
    // A second scaffold over it is refused rather than overwriting the author's work.
    let again = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .args(["problems", "new", "demo-sum", "--dir"])
        .arg(tmp.path())
        .output()
        .unwrap();
    assert!(!again.status.success());
}

#[test]
fn doctor_finds_the_two_catalogs_complete_though_only_english_has_singular_forms() {
    let tmp = tempfile::tempdir().unwrap();
    let (cwd, cache) = (tmp.path().join("cwd"), tmp.path().join("cache"));
    std::fs::create_dir_all(&cwd).unwrap();
    let out = mashang_in(&cwd, &cache, &["doctor"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().find(|l| l.contains("messages:")).expect("a messages line");
    // English's `history.line.one`/`.other` pair is one message, as Chinese's lone `.other` is.
    assert!(line.contains('✓') && line.contains("messages each"), "{line}");
}
