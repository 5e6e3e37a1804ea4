//! `/run` and `/submit <file>` in the real terminal front end: the examples and a custom input
//! run through the real judge before a submission, bad input gets one line, a hostile program
//! sees nothing hidden, runs share the submission limit, and none of it is an attempt.

use std::path::Path;

use crate::console::Bot;

fn two_sum_reference() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum/solutions/ref.py"),
    )
    .expect("two-sum reference")
}

/// Hidden test inputs of two-sum, as the judge or a program could render them.
const HIDDEN: &[&str] = &["-3, 4, 3, 90", "-3,4,3,90", "5, 1, 7, 5", "5,1,7,5", "[3,3]", "[3, 3]"];

#[test]
fn run_shows_examples_and_a_custom_input_then_a_submission_is_still_attempt_one() {
    let data = tempfile::tempdir().unwrap();
    // Six runs and submissions in quick succession: a burst that holds them all, so the token
    // bucket's refill (wall time) cannot decide the last one (the limit has its own test).
    let mut bot = Bot::start(
        data.path(),
        "runner",
        &[("MASHANG_ROUNDS", "1"), ("MASHANG_RATE__SUBMISSION_BURST", "10")],
    );
    bot.expect("Commands:");
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    bot.expect("Paste code between ``` lines");
    // Nothing submitted yet: one line. The next `/run` carries its own block and an input.
    let reference = two_sum_reference();
    bot.send(&format!("/run\n/run [[1, 5, 8], 13]\n```python\n{}\n```", reference.trim_end()));
    bot.expect("Nothing to run yet");
    bot.expect("a run is not an attempt");
    bot.expect("Run: 2/2 examples passed.");
    bot.expect("example-1: accepted");
    bot.expect("  input: [[2,7,11,15],9]");
    bot.expect("  your output: [0,1]");
    bot.expect("  expected: [0,1]");
    bot.expect("Your input: ran");
    bot.expect("  input: [[1,5,8],13]");
    bot.expect("  your output: [1,2]");
    bot.expect("No expected output is shown for your own input");
    // Bad custom inputs: one clear line each, nothing runs.
    bot.send("/run [[1, 5, 8]]\n/run [[1, 5], \"six\"]\n/help");
    let arity = bot.expect("Cannot run that input");
    assert_eq!(
        arity.trim(),
        "Cannot run that input: the function takes 2 arguments, the array has 1."
    );
    let typed = bot.expect("Cannot run that input");
    assert!(typed.contains("argument 2: expected int"), "{typed}");
    bot.expect("Commands:");
    // The submission is the first attempt: the runs counted for nothing.
    bot.send("```python");
    for line in reference.lines() {
        bot.send(line);
    }
    bot.send("```");
    bot.expect("Running your code against the tests (attempt 1)");
    let verdict = bot.expect("Verdict:");
    assert!(verdict.contains("accepted"), "{}", bot.transcript());
    // `/run` without a block runs the last submission.
    bot.send("/run\n/end");
    let run = bot.expect("Run: ");
    assert_eq!(run.trim(), "Run: 2/2 examples passed.");
    bot.expect("Report —");
    bot.expect("Weak topics");
    let t = bot.transcript();
    assert!(t.contains("1 attempt(s)"), "runs are not attempts: {t}");
    assert!(!t.contains("attempt 2"), "{t}");
    drop(bot.stdin);
    assert!(bot.child.wait().unwrap().success());
}

/// A program that dumps every file it can see, what waits on stdin and its arguments to stdout and
/// stderr during a run: only public data comes back.
#[test]
fn a_hostile_run_shows_nothing_hidden() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "snoop", &[("MASHANG_ROUNDS", "1")]);
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    let hostile = [
        "import os, sys, select",
        "class Solution:",
        "    def two_sum(self, nums, target):",
        "        for f in os.listdir('.'):",
        "            if os.path.isfile(f):",
        "                sys.stderr.write(f + ':' + open(f, errors='replace').read()[-3000:])",
        "        if select.select([sys.stdin], [], [], 0)[0]:",
        "            sys.stderr.write('STDIN:' + os.read(sys.stdin.fileno(), 65536).decode())",
        "        print('ARGS', nums, target)",
        "        raise ValueError(repr(os.environ))",
    ];
    bot.send(&format!("/run [[1, 5, 8], 13]\n```python\n{}\n```", hostile.join("\n")));
    bot.expect("Run: 0/2 examples passed.");
    bot.expect("Your input:");
    bot.send("/help");
    bot.expect("Commands:");
    let t = bot.transcript();
    for secret in HIDDEN {
        assert!(!t.contains(secret), "hidden input {secret:?} leaked:\n{t}");
    }
    assert!(t.contains("ValueError"), "the program's own error is shown: {t}");
}

/// Runs take from the submission limit and say so in their own words.
#[test]
fn runs_share_the_submission_rate_limit() {
    let data = tempfile::tempdir().unwrap();
    let limits = [
        ("MASHANG_ROUNDS", "1"),
        ("MASHANG_RATE__SUBMISSION_BURST", "1"),
        ("MASHANG_RATE__SUBMISSIONS_PER_MINUTE", "1"),
    ];
    let mut bot = Bot::start(data.path(), "hasty", &limits);
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    bot.send("/run\n/run\n/help");
    bot.expect("Nothing to run yet");
    let limited = bot.expect("Runs share the submission limit");
    assert!(limited.contains("you can run again in"), "{limited}");
}

/// `/submit path` reads the file (language from its extension) and judges it; a missing file or
/// an unknown extension gets one line.
#[test]
fn submit_from_a_file_in_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("solution.py");
    std::fs::write(&file, two_sum_reference()).unwrap();
    let mut bot = Bot::start(data.path(), "filer", &[("MASHANG_ROUNDS", "1")]);
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    let missing = data.path().join("nope.py");
    bot.send(&format!("/submit {}", missing.display()));
    bot.expect("No file at");
    bot.send(&format!("/submit {}", data.path().join("notes.txt").display()));
    bot.expect("Cannot tell the language");
    bot.send(&format!("/submit {}", file.display()));
    bot.expect("Running your code against the tests (attempt 1)");
    let verdict = bot.expect("Verdict:");
    assert!(verdict.contains("accepted"), "{}", bot.transcript());
}
