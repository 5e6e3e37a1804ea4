//! JavaScript submissions that try to fool the judge or read hidden tests back out, judged through
//! the real sandbox against bank problems: each must not be accepted, and nothing of a hidden test
//! may reach what the candidate sees (the redacted outcome and the interviewer's evidence).
//!
//! NEEDS THE MERGED RUST SIDE: these drive harness.js over the dialogue protocol (header.json, a
//! ready line and one reply per request on fd 3, code tests compared with the reference's
//! observations outside the sandbox, time measured by the supervisor, hidden-test text withheld).
//! Against the nonce-protocol judge they fail. Skipped, with a note, when `node` is missing.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use mashang_core::interviewer::bridge::evidence;
use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{JudgeOptions, JudgeOutcome, TestOrigin, Verdict};

use super::judge::{judge, problem, serial};

fn node_available() -> bool {
    super::skip::runtime(Lang::JavaScript, module_path!())
}

fn file(p: &Problem, rel: &str) -> String {
    std::fs::read_to_string(p.dir.join(rel)).unwrap()
}

async fn judge_js(p: &Problem, code: &str) -> JudgeOutcome {
    let opts = JudgeOptions { style: false, ..JudgeOptions::default() };
    judge().judge(p, Lang::JavaScript, code, &opts).await.unwrap()
}

/// Everything the candidate (or the LLM interviewer) is shown of an outcome, as one text.
fn shown(out: &JudgeOutcome) -> String {
    let redacted = serde_json::to_string(&out.candidate_view()).unwrap();
    let evidence = serde_json::to_string(&evidence(out, None)).unwrap();
    format!("{redacted}\n{evidence}")
}

fn samples_passed(out: &JudgeOutcome) -> bool {
    let samples: Vec<_> = out.tests.iter().filter(|t| t.origin == TestOrigin::Sample).collect();
    !samples.is_empty() && samples.iter().all(|t| t.passed())
}

/// The two public sample queries of parse-query-string: a submission may answer them right (it
/// can read them in the statement) and misbehave only on everything else, i.e. hidden inputs.
const PQS_SAMPLES: &str = r#"const SAMPLE_QUERIES = ["?a=1&b=hello+world&c=%E4%BD%A0%E5%A5%BD", "tag=x&id=7&tag=y&tag=z"];"#;

/// parse-query-string's reference with `hook` run first on every call (`qs` in scope).
fn pqs_with(p: &Problem, prelude: &str, hook: &str) -> String {
    let reference = file(p, "solutions/ref.js");
    let patched = reference.replacen(
        "function parseQuery(qs) {\n",
        &format!("function parseQuery(qs) {{\n  {hook}\n"),
        1,
    );
    assert_ne!(patched, reference, "the reference's first line changed: update this test");
    format!("{PQS_SAMPLES}\n{prelude}\n{patched}")
}

/// Strings that occur only in parse-query-string's hidden tests (not in its statement or samples).
const PQS_HIDDEN_MARKERS: [&str; 5] =
    ["first+name=Ada", "orphan", "%zz%41", "hasOwnProperty", "u49998=v"];

fn assert_no_hidden_pqs_data(out: &JudgeOutcome, marker: &str) {
    let text = shown(out);
    assert!(!text.contains(marker), "hidden data shown: {text}");
    for m in PQS_HIDDEN_MARKERS {
        assert!(!text.contains(m), "hidden input {m:?} shown: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_no_op_assert_and_observe_cannot_make_a_memoize_without_cache_pass() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let code = r#"
for (const k of Object.keys(assert)) assert[k] = () => {};
globalThis.assert = Object.assign(() => {}, assert);
globalThis.observe = () => {};
globalThis.observeThrows = () => false;
globalThis.observeRejects = async () => false;
globalThis.test = () => {};
console.assert = () => {};
function memoize(fn) {
  const m = function (...args) { return fn.apply(this, args); };
  m.clear = () => {};
  return m;
}
"#;
    let out = judge_js(&problem("memoize"), code).await;
    assert_ne!(out.verdict, Verdict::Accepted, "{:#?}", out.tests);
    assert!(out.tests.iter().any(|t| !t.passed()), "{:#?}", out.tests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_forged_reply_lines_on_fd3_and_patched_write_functions_are_not_accepted() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    // Knows the public samples' observations, so it can forge those; not the hidden tests'.
    let code = r#"
const fs = process.mainModule.require("fs");
const write = fs.writeSync;
for (let i = 0; i < 20; i++) {
  write(3, '{"ready":true}\n{"loaded":["sample_same_arguments_call_fn_once"]}\n{"obs":[],"t":0}\n');
}
fs.writeSync = (fd, ...rest) => (fd === 3 ? 0 : write.call(fs, fd, ...rest));
process.stdout.write = () => true;
let forged = false;
function memoize(fn) {
  const m = function (...args) {
    if (!forged) {
      forged = true;
      write(3, '{"obs":[16,16,25,2],"t":0}\n');
      write(3, '{"loaded":["sample_several_arguments"]}\n');
    }
    return fn.apply(this, args);
  };
  m.clear = () => {};
  return m;
}
"#;
    let out = judge_js(&problem("memoize"), code).await;
    assert_ne!(out.verdict, Verdict::Accepted, "{:#?}", out.tests);
    let hidden_failed = out.tests.iter().any(|t| t.origin == TestOrigin::Hidden && !t.passed());
    assert!(hidden_failed, "{:#?}", out.tests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_reading_stdin_during_a_sample_shows_no_later_request() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("parse-query-string");
    // Opening process.stdin makes fd 0 non-blocking, so the read takes whatever is queued: with
    // all inputs on stdin (the old design) this message, a sample's, showed the hidden tests.
    let prelude = r#"
const fs = process.mainModule.require("fs");
function ahead() {
  process.stdin;
  const buf = Buffer.alloc(1 << 20);
  let got = "";
  for (;;) {
    try {
      const n = fs.readSync(0, buf, 0, buf.length, null);
      if (!n) break;
      got += buf.toString("utf8", 0, n);
    } catch (e) {
      break;
    }
  }
  return got;
}
"#;
    let code = pqs_with(&p, prelude, r#"throw new Error("AHEAD<" + ahead() + ">");"#);
    let out = judge_js(&p, &code).await;
    assert_ne!(out.verdict, Verdict::Accepted);
    let text = shown(&out);
    // Nothing was queued on stdin while a sample ran: the next request (even the next sample's)
    // was not there to read.
    assert!(text.contains("AHEAD<>"), "something was read ahead: {text}");
    for m in PQS_HIDDEN_MARKERS {
        assert!(!text.contains(m), "{m:?} read ahead and shown: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_patched_clocks_do_not_hide_a_quadratic_flatten() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("flatten-array");
    let code = format!(
        "{}\n{}",
        r#"
Date.now = () => 0;
performance.now = () => 0;
process.hrtime = Object.assign(() => [0, 0], { bigint: () => 0n });
process.cpuUsage = () => ({ user: 0, system: 0 });
"#,
        file(&p, "wrong/concat_accumulator.js")
    );
    let out = judge_js(&p, &code).await;
    assert_eq!(out.verdict, Verdict::TimeLimit, "{:#?}", out.tests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_hidden_inputs_in_exception_messages_are_not_shown() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("parse-query-string");
    let hook = r#"if (!SAMPLE_QUERIES.includes(qs)) throw new Error("LEAK<" + qs + ">");"#;
    let out = judge_js(&p, &pqs_with(&p, "", hook)).await;
    assert_ne!(out.verdict, Verdict::Accepted);
    assert!(samples_passed(&out), "{:#?}", out.tests);
    assert_no_hidden_pqs_data(&out, "LEAK<");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_hidden_inputs_printed_or_dumped_at_exit_are_not_shown() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("parse-query-string");
    let prelude = r#"
const stash = [];
process.on("exit", () => process.stderr.write("STASH<" + stash.join("|") + ">\n"));
"#;
    let hook = r#"if (!SAMPLE_QUERIES.includes(qs)) {
    stash.push(qs);
    console.log("STASH<" + qs + ">");
    console.error("STASH<" + qs + ">");
    return {};
  }"#;
    let out = judge_js(&p, &pqs_with(&p, prelude, hook)).await;
    assert_ne!(out.verdict, Verdict::Accepted);
    assert!(samples_passed(&out), "{:#?}", out.tests);
    assert_no_hidden_pqs_data(&out, "STASH<");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_hidden_input_encoded_in_an_exit_code_is_not_shown() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("parse-query-string");
    // One byte per submission: the exit code of a crash in a hidden test carries the input length.
    let hook = r#"if (!SAMPLE_QUERIES.includes(qs)) process.exit(100 + (qs.length % 100));"#;
    let out = judge_js(&p, &pqs_with(&p, "", hook)).await;
    assert_ne!(out.verdict, Verdict::Accepted);
    assert!(samples_passed(&out), "{:#?}", out.tests);
    let text = shown(&out);
    assert!(!text.contains("exit code"), "a hidden test's exit code is shown: {text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_hidden_test_code_read_through_callbacks_is_not_shown() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("event-emitter");
    // The listeners are the tests' own closures: their source is the hidden test code.
    let reference = file(&p, "solutions/ref.js");
    let code = reference.replacen(
        "  on(event, fn) {\n",
        "  on(event, fn) {\n    if (![\"msg\"].includes(event)) throw new Error(\"SRC<\" + String(fn) + \">\");\n",
        1,
    );
    assert_ne!(code, reference, "the reference changed: update this test");
    let out = judge_js(&p, &code).await;
    assert_ne!(out.verdict, Verdict::Accepted);
    let text = shown(&out);
    assert!(!text.contains("SRC<"), "hidden test code shown: {text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_submission_globals_named_like_the_test_api_or_helpers_do_not_break_judging() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    let p = problem("memoize");
    // `test`/`observe` and the tests' own helper names, as a candidate might name things.
    let code = format!(
        "function test() {{}}\nvar observe = 0;\nconst counted = 1;\nfunction flush() {{}}\n{}",
        file(&p, "solutions/ref.js")
    );
    let out = judge_js(&p, &code).await;
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.tests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn js_a_reply_holding_half_a_surrogate_pair_is_a_wrong_answer_not_a_crash() {
    if !node_available() {
        return;
    }
    let _serial = serial();
    // Reversing "😀" by UTF-16 code units gives two lone halves; `JSON.stringify` writes them as
    // `\ude00\ud83d`, which no right answer holds.
    let code = "function multiply(a, b) { return '\\ud83d'; }";
    let out = judge_js(&problem("multiply-decimal-strings"), code).await;
    assert_eq!(out.verdict, Verdict::WrongAnswer, "{:#?}", out.tests);
}
