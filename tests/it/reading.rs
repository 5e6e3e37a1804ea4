//! What the candidate reads is right, tried in the terminal as a new user would (issue #31, 5):
//! a design answer's verdict counts key points, not tests; a problem whose complexity nothing
//! measures shows "—" for it instead of a guessed score; "not mentioned" names only what this
//! problem is about; the paste hint speaks the interview's language.

use mashang_judge::problem::{Example, Lang};

use crate::console::Bot;
use crate::support::problem_bank;

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

/// How sample 1 of `id` reads in `lang`.
fn example(id: &str, lang: Lang) -> Option<Example> {
    let p = problem_bank().get(id).cloned().unwrap();
    let s = p.samples().next().unwrap();
    p.example(&s.input, &s.expected, lang)
}

#[test]
fn a_sample_reads_as_named_arguments_in_each_languages_naming_and_literals() {
    let py = example("two-sum", Lang::Python).unwrap();
    assert_eq!(py.code, "nums = [2, 7, 11, 15], target = 9");
    assert_eq!(py.output.as_deref(), Some("[0, 1]"));
    // camelCase where the starter is camelCase; Python's own literals.
    let p = problem_bank().get("two-sum").cloned().unwrap();
    let multi = problem_bank()
        .iter()
        .find(|p| {
            p.spec.signature.as_ref().is_some_and(|s| s.params.iter().any(|x| x.name.contains('_')))
        })
        .expect("a problem with a snake_case parameter")
        .clone();
    let sample = multi.samples().next().unwrap();
    let js = multi.example(&sample.input, &sample.expected, Lang::JavaScript).unwrap();
    let py = multi.example(&sample.input, &sample.expected, Lang::Python).unwrap();
    let snake = &multi
        .spec
        .signature
        .as_ref()
        .unwrap()
        .params
        .iter()
        .find(|x| x.name.contains('_'))
        .unwrap()
        .name;
    assert!(py.code.contains(&format!("{snake} = ")), "{}", py.code);
    assert!(js.code.contains(&format!("{} = ", Lang::JavaScript.ident(snake))), "{}", js.code);
    assert!(
        p.example("[1, 2, 3]", "0", Lang::Python).is_none(),
        "three arguments for two parameters"
    );
}

#[test]
fn a_design_sample_reads_as_the_calls_it_makes_with_their_results() {
    let py = example("lru-cache", Lang::Python).unwrap();
    let lines: Vec<&str> = py.code.lines().collect();
    assert_eq!(
        &lines[..4],
        ["obj = LRUCache(2)", "obj.put(1, 1)", "obj.put(2, 2)", "obj.get(1)  # 1"]
    );
    assert_eq!(py.output, None);
    let go = example("lru-cache", Lang::Go).unwrap();
    assert!(go.code.starts_with("obj := Constructor(2)\nobj.Put(1, 1)\n"), "{}", go.code);
    let java = example("lru-cache", Lang::Java).unwrap();
    assert!(java.code.starts_with("LRUCache obj = new LRUCache(2);"), "{}", java.code);
}

#[test]
fn every_sample_of_every_typed_problem_reads_in_every_language_it_offers() {
    for p in problem_bank().iter().filter(|p| p.spec.signature.is_some() || p.spec.class.is_some())
    {
        for lang in p.languages().into_iter().filter(|l| l.typed()) {
            for s in p.samples() {
                assert!(
                    p.example(&s.input, &s.expected, lang).is_some(),
                    "{} in {lang}: {}",
                    p.id(),
                    s.input
                );
            }
        }
    }
}

#[test]
fn the_terminal_shows_the_example_in_a_code_block_in_the_interviews_language() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "reader", &[]);
    bot.expect("Commands:");
    bot.send("/interview java problem=two-sum");
    bot.expect("Question 1/");
    bot.expect("Example 1:");
    assert_eq!(bot.expect("```"), "```java");
    assert_eq!(bot.expect("nums"), "nums = [2, 7, 11, 15], target = 9");
    bot.expect("Output: [0, 1]");
}

/// The examples are built from samples only: no hidden test reaches a question's text in its
/// named form, in any language, for any problem of the bank.
#[test]
fn no_hidden_test_appears_in_a_question_as_a_named_example() {
    use mashang_core::interviewer::QuestionBank;
    use mashang_i18n::Locale;
    let questions = mashang_core::interviewer::bridge::BankQuestions::new(problem_bank());
    for p in problem_bank().iter() {
        for lang in p.languages().into_iter().filter(|l| l.typed()) {
            let text = questions.text(p.id(), Locale::En, lang.id()).unwrap();
            let shown: Vec<String> = text
                .samples
                .iter()
                .filter_map(|s| s.example.as_ref())
                .map(|e| e.code.clone())
                .collect();
            for hidden in p.hidden() {
                let Some(e) = p.example(&hidden.input, &hidden.expected, lang) else { continue };
                let sample_too = p.samples().any(|s| s.input == hidden.input);
                assert!(
                    sample_too || !shown.contains(&e.code),
                    "{} in {lang}: {}",
                    p.id(),
                    hidden.name
                );
            }
        }
    }
}
