//! Hidden tests never reach the candidate or the model through what a judgement shows (issue 12,
//! "hidden tests leaked"): hostile Python submissions put every input they can find (stdin read
//! again through `/proc/self/fd/0` and `os.pread`, the interpreter's live lists) into an
//! exception message, into stderr before crashing, or into their return value, and everything a
//! person or a model is shown of the judgement — the evidence (stored, and read by reports), the
//! presenter's verdict and follow-up text, the LLM's evidence view, the candidate view the CLI and
//! drills print — is searched for the hidden inputs. The one revealed counterexample comes from a
//! re-run holding its input alone, so it names no other input; a failing sample still shows its
//! message and output.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use std::path::Path;
use std::sync::Arc;

use mashang_core::brain::view::EvidenceView;
use mashang_core::engine::present;
use mashang_core::interviewer::bridge::{BankQuestions, evidence};
use mashang_core::msg::Msg;
use mashang_i18n::Locale;
use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{JudgeOptions, JudgeOutcome, TestOrigin, Verdict};

use crate::judge::{judge, problem, serial};

/// Whitespace and quote style differ between JSON and a Python repr; neither matters to a leak.
fn normalize(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).map(|c| if c == '\'' { '"' } else { c }).collect()
}

/// Everything a candidate or the model is shown of `out`, as one text.
fn shown(out: &JudgeOutcome) -> String {
    let (bank, errors) =
        mashang_bank::load(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems")));
    assert!(errors.is_empty(), "{errors:#?}");
    let questions = BankQuestions::new(Arc::new(bank));
    let persona = mashang_core::preset::builtin();
    let ev = evidence(out, None);
    // What the session says after a judgement (fsm.rs): the summary, then the failing case or
    // the error detail.
    let follow_up = match &ev.failing {
        Some(case) => Msg::FollowUpFailing { case: case.clone() },
        None => Msg::FollowUpError { verdict: ev.verdict, detail: ev.compile_output.clone() },
    };
    let summary = Msg::VerdictSummary {
        verdict: ev.verdict,
        passed: ev.passed,
        total: ev.total,
        design: false,
        tests: ev.tests.clone(),
    };
    let mut text = String::new();
    for msg in [summary, follow_up] {
        for locale in [Locale::En, Locale::ZhCn] {
            text.push_str(&present::render(&msg, locale, &questions, &persona).text);
            text.push('\n');
        }
    }
    text.push_str(&serde_json::to_string(&ev).unwrap());
    text.push_str(&serde_json::to_string(&EvidenceView::of(&ev)).unwrap());
    text.push_str(&serde_json::to_string(&out.candidate_view()).unwrap());
    text
}

/// Normalised inputs of `p`'s tests of one kind that are distinctive enough to search for.
fn inputs(p: &Problem, sample: bool) -> Vec<String> {
    let tests: Vec<_> = if sample { p.samples().collect() } else { p.hidden().collect() };
    tests.into_iter().map(|t| normalize(&t.input)).filter(|s| s.len() >= 8).collect()
}

fn assert_no_hidden_input(p: &Problem, text: &str) {
    let text = normalize(text);
    let hidden = inputs(p, false);
    assert!(!hidden.is_empty(), "{} has distinctive hidden inputs", p.id());
    // A function problem's input is the argument list; its first argument is as telling. Short
    // ones (`[3,3]`) could turn up in any generated input.
    for needle in hidden.iter().map(|h| first_argument(h)).filter(|n| n.len() >= 8) {
        assert!(!text.contains(&needle), "hidden input {needle} shown:\n{text}");
    }
}

/// `[[-3,4,3,90],0]` → `[-3,4,3,90]`; a stdio input is searched whole.
fn first_argument(input: &str) -> String {
    match serde_json::from_str::<serde_json::Value>(input) {
        Ok(serde_json::Value::Array(args)) if !args.is_empty() => normalize(&args[0].to_string()),
        _ => input.to_string(),
    }
}

/// Collects every input the program can reach: stdin read again from the start (a memfd or file
/// reopened through /proc, or `pread` at offset 0), whatever is waiting on a pipe (without
/// blocking), and the repr of every live list and dict (the harness's own copy of the cases).
const LOOT: &str = r#"
import gc, os, re, sys

def _loot():
    found = []
    try:
        found.append(os.pread(0, 1 << 20, 0).decode(errors="replace"))
    except Exception:
        pass
    try:
        fd = os.open("/proc/self/fd/0", os.O_RDONLY | os.O_NONBLOCK)
        try:
            found.append(os.read(fd, 1 << 20).decode(errors="replace"))
        finally:
            os.close(fd)
    except Exception:
        pass
    live = []
    for obj in gc.get_objects():
        if isinstance(obj, (list, dict)) and obj is not found and obj is not live and len(obj) < 5000:
            try:
                live.append(repr(obj)[:400])
            except Exception:
                pass
    text = " | ".join(live + found)
    # The judge keeps the end of a long message: the test arguments, picked out of the harness's
    # input, go last and short.
    args = re.findall(r'["\']args["\']:\s*(\[.*?\])(?=,\s*["\']|\})', text)
    return text[-60000:] + " || " + " ; ".join(args)[:1500]
"#;

/// two-sum answered right on its samples, hostile on every other input (`HOSTILE` is the body).
fn two_sum_hostile(body: &str) -> String {
    format!(
        "{LOOT}\nSAMPLES = {{((2, 7, 11, 15), 9): [0, 1], ((3, 2, 4), 6): [1, 2]}}\n\n\
         def two_sum(nums, target):\n    key = (tuple(nums), target)\n    if key in SAMPLES:\n        \
         return SAMPLES[key]\n    loot = _loot()\n{body}\n"
    )
}

fn opts() -> JudgeOptions {
    JudgeOptions { probe: false, style: false, ..JudgeOptions::default() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exception_listing_every_input_shows_no_hidden_input_and_the_counterexample_only_its_own()
 {
    let _serial = serial();
    let p = problem("two-sum");
    let code = two_sum_hostile("    raise Exception(loot)");
    let out = judge().judge(&p, Lang::Python, &code, &opts()).await.unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError, "{:#?}", out.first_failure());
    assert_eq!(out.first_failure().map(|t| t.origin), Some(TestOrigin::Hidden));
    // The attack is real: the operator's view of a hidden test has its input in the message.
    let echoed = out.tests.iter().filter(|t| t.origin == TestOrigin::Hidden).any(|t| {
        let own = first_argument(&normalize(t.input.as_deref().unwrap_or_default()));
        normalize(t.message.as_deref().unwrap_or_default()).contains(&own)
    });
    assert!(echoed, "{:#?}", out.tests);
    assert_no_hidden_input(&p, &shown(&out));

    // The revealed counterexample's message comes from a run that held its input alone: it names
    // that input, and neither a hidden nor a sample input.
    let cx = out.counterexample.as_ref().expect("a generated test fails, so one is revealed");
    assert_eq!(cx.status, Verdict::RuntimeError);
    let message = normalize(&cx.actual);
    assert!(message.contains("solution.py"), "the exception's own text: {}", cx.actual);
    let own = first_argument(&normalize(&cx.input));
    assert!(message.contains(&own), "its own input {own} in {message}");
    for other in inputs(&p, false).iter().chain(&inputs(&p, true)) {
        let other = first_argument(other);
        assert!(!message.contains(&other), "{other} in the counterexample's message {message}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everything_printed_to_stderr_before_a_crash_on_a_hidden_test_is_not_shown() {
    let _serial = serial();
    let p = problem("two-sum");
    let body = "    sys.stderr.write(loot)\n    sys.stderr.flush()\n    os._exit(1)";
    let out = judge().judge(&p, Lang::Python, &two_sum_hostile(body), &opts()).await.unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError, "{:#?}", out.first_failure());
    let crashed = out.first_failure().expect("a failure");
    assert_eq!(crashed.origin, TestOrigin::Hidden);
    // The operator's view has it (the attack is real), the candidate's does not.
    assert!(crashed.message.as_deref().is_some_and(|m| m.contains("exit code 1")), "{crashed:#?}");
    assert_no_hidden_input(&p, &shown(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_return_value_carrying_every_input_is_shown_for_no_hidden_test() {
    let _serial = serial();
    let p = problem("two-sum");
    let out = judge()
        .judge(&p, Lang::Python, &two_sum_hostile("    return loot"), &opts())
        .await
        .unwrap();
    assert_eq!(out.verdict, Verdict::WrongAnswer, "{:#?}", out.first_failure());
    assert_no_hidden_input(&p, &shown(&out));
    if let Some(cx) = &out.counterexample {
        for other in inputs(&p, false) {
            let other = first_argument(&other);
            assert!(!normalize(&cx.actual).contains(&other), "{other} in {}", cx.actual);
        }
    }
}

/// Passes once the program holds no test input ahead of its turn (the dialogue protocol of issue
/// 12): today every input is on stdin when the program loads, so a sample's message can carry them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn inputs_stashed_while_loading_cannot_ride_out_on_a_failing_samples_message() {
    let _serial = serial();
    let p = problem("two-sum");
    let code = format!(
        "{LOOT}\nSTASH = _loot()\n\ndef two_sum(nums, target):\n    raise Exception(STASH + _loot())\n"
    );
    let out = judge().judge(&p, Lang::Python, &code, &opts()).await.unwrap();
    let first = out.first_failure().expect("a failure");
    assert_eq!(first.origin, TestOrigin::Sample, "{first:#?}");
    assert_no_hidden_input(&p, &shown(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failing_sample_still_shows_its_message_and_output() {
    let _serial = serial();
    let p = problem("two-sum");
    // Without generated tests there is no counterexample, and the evidence's case is the sample.
    let opts = JudgeOptions { stress: false, ..opts() };
    let raising = "def two_sum(nums, target):\n    raise ValueError('boom-on-the-sample')\n";
    let out = judge().judge(&p, Lang::Python, raising, &opts).await.unwrap();
    let view = out.candidate_view();
    let first = view.first_failure().expect("a failure");
    assert_eq!((first.name.as_str(), first.origin), ("example-1", TestOrigin::Sample));
    assert!(first.message.as_deref().is_some_and(|m| m.contains("boom-on-the-sample")));
    let ev = evidence(&out, None);
    let case = ev.failing.as_ref().expect("the sample is shown");
    assert_eq!(case.name, "example-1");
    assert!(case.actual.as_deref().is_some_and(|a| a.contains("boom-on-the-sample")), "{case:#?}");
    assert!(shown(&out).contains("boom-on-the-sample"));

    let wrong = "def two_sum(nums, target):\n    return [7, 7]\n";
    let out = judge().judge(&p, Lang::Python, wrong, &opts).await.unwrap();
    let ev = evidence(&out, None);
    let case = ev.failing.as_ref().expect("the sample is shown");
    assert_eq!(case.name, "example-1");
    assert_eq!(normalize(case.actual.as_deref().unwrap_or_default()), "[7,7]");
    assert_eq!(case.expected.as_deref().map(normalize).as_deref(), Some("[0,1]"));
    assert!(normalize(&case.input).contains("[2,7,11,15]"), "{case:#?}");
    let view = normalize(&serde_json::to_string(&EvidenceView::of(&ev)).unwrap());
    assert!(view.contains("[7,7]"), "{view}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stdio_program_echoing_its_input_shows_it_only_for_samples_and_the_counterexample() {
    let _serial = serial();
    let p = problem("sum-of-pairs-stdio");
    let samples: Vec<String> =
        p.samples().map(|t| t.input.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
    let code = format!(
        "import sys\nSAMPLES = {samples:?}\n\
         data = sys.stdin.read()\n\
         if ' '.join(data.split()) in SAMPLES:\n    \
         toks = data.split()\n    n, k = int(toks[0]), int(toks[1])\n    seen, pairs = {{}}, 0\n    \
         for t in toks[2:2 + n]:\n        x = int(t)\n        pairs += seen.get(k - x, 0)\n        \
         seen[x] = seen.get(x, 0) + 1\n    print(pairs)\n\
         else:\n    sys.stderr.write(data)\n    print(data)\n    sys.exit(1)\n"
    );
    let out = judge().judge(&p, Lang::Python, &code, &opts()).await.unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError, "{:#?}", out.first_failure());
    assert_eq!(out.first_failure().map(|t| t.origin), Some(TestOrigin::Hidden));
    assert_no_hidden_input(&p, &shown(&out));
    if let Some(cx) = &out.counterexample {
        let text = normalize(&cx.actual);
        assert!(text.contains(&normalize(&cx.input)), "its own input echoed: {}", cx.actual);
        for other in inputs(&p, false) {
            assert!(!text.contains(&other), "{other} in {}", cx.actual);
        }
    }
}
