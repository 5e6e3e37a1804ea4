//! What the candidate reads is right, tried in the terminal as a new user would (issue #31, 5):
//! a design answer's verdict counts key points, not tests; a problem whose complexity nothing
//! measures shows "—" for it instead of a guessed score; "not mentioned" names only what this
//! problem is about; the paste hint speaks the interview's language.

use crate::console::Bot;

/// The report's line for `dimension` in the (last) question's scores, from the transcript:
/// `  complexity     —/5  not applicable`.
fn report_line<'a>(transcript: &'a str, dimension: &str) -> &'a str {
    transcript
        .lines()
        .rfind(|l| l.trim_start().strip_prefix(dimension).is_some_and(|r| r.starts_with(' ')))
        .unwrap_or_else(|| panic!("no {dimension} line in the report:\n{transcript}"))
}

#[test]
fn a_design_answer_is_counted_in_key_points_and_told_only_what_its_own_question_is_about() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "reader", &[]);
    bot.expect("Commands:");
    bot.send("/interview problem=design-rate-limiter-service");
    bot.expect("Question 1/");
    bot.send(
        "A token bucket per client key in Redis, updated atomically by a Lua script; the check \
         runs as middleware in the API gateway and answers 429 with Retry-After. Keys are \
         sharded across the cluster; if Redis is down we fail open.",
    );
    let verdict = bot.expect("Verdict:");
    assert!(verdict.contains("key points covered"), "{verdict}");
    assert!(!verdict.contains("tests passed"), "a design answer runs no tests: {verdict}");
    bot.send("/end");
    bot.expect("Report —");
    bot.expect("Weak topics");
    let transcript = bot.transcript();
    let communication = report_line(&transcript, "communication");
    let missing = communication.split("not mentioned:").nth(1).unwrap_or("");
    for foreign in ["matrix", "linked list", "linked-list"] {
        assert!(!missing.contains(foreign), "{foreign} is another problem's: {communication}");
    }
    assert!(report_line(&transcript, "complexity").contains("—/5"), "{transcript}");
}

#[test]
fn a_javascript_behaviour_problem_gets_a_javascript_paste_hint_and_no_guessed_complexity() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "reader", &[]);
    bot.expect("Commands:");
    bot.send("/interview javascript problem=debounce");
    bot.expect("Question 1/");
    let hint = bot.expect("Paste code between");
    assert!(hint.contains("```javascript"), "{hint}");
    assert!(hint.contains("file.js") && !hint.contains(".py"), "{hint}");

    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("presets/problems/debounce/solutions/ref.js");
    let reference = std::fs::read_to_string(path).unwrap();
    bot.send("I keep one timer in a closure and restart it with clearTimeout on every call.");
    bot.send("```javascript");
    for line in reference.lines() {
        bot.send(line);
    }
    bot.send("```");
    let verdict = bot.expect("Verdict:");
    assert!(verdict.contains("accepted") && verdict.contains("tests passed"), "{verdict}");
    bot.send("/end");
    bot.expect("Weak topics");
    let transcript = bot.transcript();
    let complexity = report_line(&transcript, "complexity");
    assert!(complexity.contains("—/5"), "nothing measured it, so no score: {complexity}");
    assert!(!complexity.contains("not measured"), "{complexity}");
}
