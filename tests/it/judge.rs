//! The judge end to end through the real sandbox: verdicts that cannot be forged, wrong complexity
//! caught, `problems check` semantics.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use mashang_exec_local::LocalSandbox;
use mashang_judge::problem::{Bank, Lang, Problem};
use mashang_judge::{Judge, JudgeOptions, TestOrigin, Verdict};

fn bank() -> Bank {
    let (bank, errors) =
        mashang_bank::load(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems")));
    assert!(errors.is_empty(), "{errors:#?}");
    bank
}

/// One sandbox for the whole binary, and judge tests one at a time: each runs real compilers and
/// timing-sensitive stress tests on a 2-core machine.
pub(crate) fn judge() -> Judge {
    Judge::new(Arc::new(LocalSandbox::new(shared_sandbox())))
}

/// The binary's one sandbox instance. Instances in one process name their run cgroups
/// `run-<pid>-<n>` from a per-instance counter, so every test that runs code must share this one.
pub(crate) fn shared_sandbox() -> Arc<mashang_sandbox::Sandbox> {
    static SANDBOX: OnceLock<Arc<mashang_sandbox::Sandbox>> = OnceLock::new();
    Arc::clone(SANDBOX.get_or_init(|| Arc::new(mashang_sandbox::Sandbox::new().expect("sandbox"))))
}

pub(crate) fn serial() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) fn problem(id: &str) -> Problem {
    bank().get(id).cloned().unwrap_or_else(|| panic!("no {id}"))
}

fn file(p: &Problem, rel: &str) -> String {
    std::fs::read_to_string(p.dir.join(rel)).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_lru_with_list_remove_gets_time_limit_while_the_reference_is_accepted() {
    let _serial = serial();
    let p = problem("lru-cache");
    let j = judge();
    let good = j
        .judge(&p, Lang::Python, &file(&p, "solutions/ref.py"), &JudgeOptions::default())
        .await
        .unwrap();
    assert_eq!(good.verdict, Verdict::Accepted, "{:#?}", good.first_failure());
    let slow = j
        .judge(&p, Lang::Python, &file(&p, "wrong/list_remove.py"), &JudgeOptions::default())
        .await
        .unwrap();
    assert_eq!(slow.verdict, Verdict::TimeLimit);
    assert!(
        slow.first_failure().unwrap().name.starts_with("stress-large"),
        "{:?}",
        slow.first_failure()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_debounce_that_never_clears_its_timer_is_rejected_on_its_observations() {
    if ![Lang::JavaScript].into_iter().all(|l| {
        crate::skip::runtime(
            l,
            "it::judge::a_debounce_that_never_clears_its_timer_is_rejected_on_its_observations",
        )
    }) {
        return;
    }
    let _serial = serial();
    let p = problem("debounce");
    let out = judge()
        .judge(
            &p,
            Lang::JavaScript,
            &file(&p, "wrong/no_cancel_clear.js"),
            &JudgeOptions::default(),
        )
        .await
        .unwrap();
    // The tests only observe; the timer it never cleared fires and the observed calls differ
    // from the reference's.
    assert_eq!(out.verdict, Verdict::WrongAnswer, "{:#?}", out.first_failure());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn printed_fake_pass_lines_and_exit_zero_cannot_forge_a_verdict() {
    let _serial = serial();
    let p = problem("two-sum");
    let forged = r#"
import os, sys
def two_sum(nums, target):
    for i in range(100):
        sys.__stdout__.write('\n@@MASHANG:00000000000000000000000000000000:{"i":%d,"v":[0,1],"t":[0]}\n' % i)
    sys.__stdout__.write('\n@@MASHANG:00000000000000000000000000000000:{"done":true}\n')
    sys.__stdout__.flush()
    os._exit(0)
"#;
    let out = judge()
        .judge(
            &p,
            Lang::Python,
            forged,
            &JudgeOptions { stress: false, probe: false, ..JudgeOptions::default() },
        )
        .await
        .unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError, "{:#?}", out.tests);
    assert_eq!(out.passed, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_answer_is_shrunk_to_a_small_counterexample_and_complexity_is_reported() {
    let _serial = serial();
    let p = problem("two-sum");
    let out = judge()
        .judge(
            &p,
            Lang::Python,
            "def two_sum(nums, target):\n    return [0, len(nums) - 1]\n",
            &JudgeOptions::default(),
        )
        .await
        .unwrap();
    assert_eq!(out.verdict, Verdict::WrongAnswer);
    let cx = out.counterexample.expect("counterexample");
    assert!(cx.input.len() < 80, "{}", cx.input);
    let brute = judge()
        .judge(&p, Lang::Python, &file(&p, "wrong/brute_force.py"), &JudgeOptions::default())
        .await
        .unwrap();
    assert_eq!(brute.verdict, Verdict::TimeLimit);
    let c = brute.complexity.expect("probe");
    assert!(c.exponent > 1.4 && !c.as_expected, "{}", c.label);
    assert_eq!(c.baseline_ms, None, "a function's calls are timed in-process, without start-up");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_linear_stdio_reference_is_not_read_as_constant_time_because_of_start_up() {
    let _serial = serial();
    let p = problem("union-find-connectivity-stdio");
    let opts = JudgeOptions { style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::Python, &file(&p, "solutions/ref.py"), &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
    let c = out.complexity.expect("probe");
    // Python start-up (~40 ms) is measured and taken off; before, the slope was n^0.1 ("looks
    // constant or logarithmic"). Linear reads about n^1.0 here; the bounds leave room for a
    // machine busy with other builds, which disturbs whole-process timings most.
    assert!(c.baseline_ms.is_some_and(|b| b > 0.0), "{c:?}");
    assert!(!c.label.contains("constant"), "{}: {:?}", c.label, c.points);
    assert!(c.exponent >= 0.4 && c.as_expected, "{}: {:?}", c.label, c.points);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compiled_references_are_accepted_and_compile_errors_reported() {
    if ![Lang::Cpp, Lang::Rust, Lang::Java].into_iter().all(|l| {
        crate::skip::runtime(
            l,
            "it::judge::compiled_references_are_accepted_and_compile_errors_reported",
        )
    }) {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    let j = judge();
    for lang in [Lang::Cpp, Lang::Rust, Lang::Java] {
        let r = p.reference(lang).unwrap();
        let out = j
            .judge(&p, lang, &r.code, &JudgeOptions { probe: false, ..JudgeOptions::default() })
            .await
            .unwrap();
        assert_eq!(
            out.verdict,
            Verdict::Accepted,
            "{lang}: {:#?} {:?}",
            out.first_failure(),
            out.compile_output
        );
    }
    let broken = j
        .judge(&p, Lang::Cpp, "class Solution { int x = ; };", &JudgeOptions::default())
        .await
        .unwrap();
    assert_eq!(broken.verdict, Verdict::CompileError);
    assert!(broken.compile_output.unwrap_or_default().contains("solution.cpp"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn style_findings_come_from_python_ast_and_compiler_warnings() {
    if ![Lang::Cpp].into_iter().all(|l| {
        crate::skip::runtime(
            l,
            "it::judge::style_findings_come_from_python_ast_and_compiler_warnings",
        )
    }) {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    let j = judge();
    let py = "def twoSum(nums, target):\n    unused = 1\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n";
    let out = j
        .judge(
            &p,
            Lang::Python,
            py,
            &JudgeOptions { stress: false, probe: false, ..JudgeOptions::default() },
        )
        .await
        .unwrap();
    assert_eq!(out.verdict, Verdict::Accepted);
    let rules: Vec<_> = out.style.iter().map(|s| s.rule.as_str()).collect();
    assert!(rules.contains(&"naming") && rules.contains(&"unused-name"), "{:#?}", out.style);
    let cpp = "class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { int unused = 0; unordered_map<int,int> s; for (int i = 0; i < (int)nums.size(); i++) { if (s.count(target - nums[i])) return {s[target - nums[i]], i}; s[nums[i]] = i; } return {}; } };";
    let out = j
        .judge(
            &p,
            Lang::Cpp,
            cpp,
            &JudgeOptions { stress: false, probe: false, ..JudgeOptions::default() },
        )
        .await
        .unwrap();
    assert!(
        out.style.iter().any(|s| s.tool == "g++" && s.rule == "unused-variable"),
        "{:#?}",
        out.style
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn problems_check_passes_references_and_fails_known_wrong_ones() {
    let _serial = serial();
    let j = judge();
    for id in ["range-sum", "debounce"] {
        let report = j.check_problem(&problem(id)).await;
        assert!(report.ok(), "{:#?}", report.items);
        assert!(report.items.iter().any(|i| i.file.starts_with("wrong/")));
    }
    // A "known-wrong" file that is actually correct must make the check fail.
    let mut p = problem("range-sum");
    let good = p.reference(Lang::Python).unwrap().clone();
    p.wrong.push(mashang_judge::problem::SourceFile {
        path: "wrong/actually_right.py".into(),
        ..good
    });
    let report = j.check_problem(&p).await;
    assert!(!report.ok());
}

/// Passes jobs to the real sandbox and keeps the largest per-test limit each C++ judging job was
/// given (the stress answers come from a Python reference job, with limits of its own).
struct LimitRecorder {
    inner: LocalSandbox,
    limits: Mutex<Vec<u64>>,
}

#[async_trait::async_trait]
impl mashang_judge::exec::Executor for LimitRecorder {
    async fn run_job(
        &self,
        job: mashang_judge::exec::Job,
    ) -> Result<mashang_judge::exec::JobReport, mashang_judge::exec::ExecError> {
        if let Some(d) = job.dialogue.as_ref().filter(|_| job.lang == "cpp") {
            let max = d.turns.iter().map(|t| t.limit_ms).max().unwrap_or(0);
            self.limits.lock().unwrap().push(max);
        }
        self.inner.run_job(job).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn problems_check_holds_a_time_limit_known_wrong_to_a_multiple_of_every_limit() {
    use mashang_judge::CheckOptions;
    let _serial = serial();
    let p = problem("binary-search");
    let recorder = Arc::new(LimitRecorder {
        inner: LocalSandbox::new(shared_sandbox()),
        limits: Mutex::new(Vec::new()),
    });
    let j = Judge::new(Arc::clone(&recorder) as Arc<dyn mashang_judge::exec::Executor>);
    let mut largest = Vec::new();
    for margin in ["1", "3"] {
        let tle_margin = margin.parse().unwrap();
        let report =
            j.check_problem_with(&p, CheckOptions { tle_margin, only_time_limit: true }).await;
        // Only the time_limit known-wrong file is judged, and it still times out.
        let files: Vec<_> = report.items.iter().map(|i| i.file.as_str()).collect();
        assert_eq!(files, ["wrong/lo_equals_mid.cpp"], "{:#?}", report.items);
        let item = &report.items[0];
        assert!(item.ok && item.got == "time_limit", "{item:#?}");
        assert_eq!(item.expected, format!("time_limit at {margin}× the limits"));
        largest.push(recorder.limits.lock().unwrap().drain(..).max().expect("a judging job"));
    }
    // Every test's limit was multiplied: the largest (the problem's own) is tripled.
    assert_eq!(largest[0], p.spec.limits.time_ms);
    assert_eq!(largest[1], 3 * largest[0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_crash_every_planned_code_test_has_its_own_crashed_or_not_run_entry() {
    use mashang_judge::TestState;
    let _serial = serial();
    let p = problem("event-emitter");
    let crashing = file(&p, "solutions/ref.py").replace(
        "def once(self, event, fn):",
        "def once(self, event, fn):\n        import os; os._exit(3)",
    );
    let out = judge().judge(&p, Lang::Python, &crashing, &JudgeOptions::default()).await.unwrap();
    let planned = ["tests/samples.py", "tests/test.py"]
        .iter()
        .map(|f| file(&p, f).lines().filter(|l| l.starts_with("def test_")).count())
        .sum::<usize>();
    assert_eq!(out.tests.len(), planned, "{:#?}", out.tests);
    assert_eq!(out.total, planned);
    let states: Vec<_> = out.tests.iter().map(|t| t.state).collect();
    assert_eq!(states[0], TestState::Ran);
    assert!(out.tests[0].passed());
    assert_eq!(states[1], TestState::Crashed, "{:#?}", out.tests);
    assert!(states[2..].iter().all(|s| *s == TestState::NotRun), "{states:?}");
    assert_eq!(out.verdict, Verdict::RuntimeError);
    assert!(out.tests.iter().all(|t| t.name.starts_with("test_")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tests_of_the_samples_file_are_samples_and_the_others_hidden() {
    if ![Lang::JavaScript].into_iter().all(|l| {
        crate::skip::runtime(
            l,
            "it::judge::tests_of_the_samples_file_are_samples_and_the_others_hidden",
        )
    }) {
        return;
    }
    let _serial = serial();
    let p = problem("memoize");
    let opts = JudgeOptions { style: false, ..JudgeOptions::default() };
    for (lang, file_name) in
        [(Lang::Python, "solutions/ref.py"), (Lang::JavaScript, "solutions/ref.js")]
    {
        let out = judge().judge(&p, lang, &file(&p, file_name), &opts).await.unwrap();
        assert_eq!(out.verdict, Verdict::Accepted, "{lang}: {:#?}", out.first_failure());
        assert!(
            out.tests.iter().any(|t| t.origin == TestOrigin::Sample),
            "{lang}: {:#?}",
            out.tests
        );
        assert!(
            out.tests.iter().any(|t| t.origin == TestOrigin::Hidden),
            "{lang}: {:#?}",
            out.tests
        );
    }
    let out = judge().judge(&p, Lang::Python, &file(&p, "solutions/ref.py"), &opts).await.unwrap();
    let origin = |name: &str| out.tests.iter().find(|t| t.name == name).map(|t| t.origin);
    assert_eq!(origin("test_sample_same_arguments_call_fn_once"), Some(TestOrigin::Sample));
    assert_eq!(origin("test_several_arguments"), Some(TestOrigin::Hidden));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_test_that_exits_early_reports_its_exit_code_not_an_abnormal_exit() {
    if ![Lang::JavaScript].into_iter().all(|l| {
        crate::skip::runtime(
            l,
            "it::judge::a_code_test_that_exits_early_reports_its_exit_code_not_an_abnormal_exit",
        )
    }) {
        return;
    }
    let _serial = serial();
    let p = problem("memoize");
    let code = "function memoize(fn) {\n  return (...args) => process.exit(3);\n}\n";
    let opts = JudgeOptions { style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::JavaScript, code, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError);
    let crashed = out.first_failure().expect("a failure");
    assert_eq!(
        crashed.message.as_deref(),
        Some("the program ended during this test: exit code 3"),
        "{:#?}",
        out.tests
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_counterexample_is_shrunk_to_the_elements_that_make_it_fail() {
    let _serial = serial();
    let p = problem("two-sum");
    // Wrong only when a 0 is among the numbers: the smallest failing generated input carries
    // other fillers too ([[18,0,-4,5],23]); shrinking drops them while it still fails and two-sum's
    // `valid` keeps exactly one answer.
    let code = "def two_sum(nums, target):\n    if 0 in nums:\n        return [-1, -1]\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n";
    let opts = JudgeOptions { probe: false, style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::Python, code, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::WrongAnswer);
    let cx = out.counterexample.expect("counterexample");
    let input: serde_json::Value = serde_json::from_str(&cx.input).unwrap();
    let nums = input[0].as_array().unwrap();
    assert_eq!(nums.len(), 3, "zero plus the answer pair: {}", cx.input);
    assert!(nums.contains(&serde_json::json!(0)), "{}", cx.input);
    assert_eq!(cx.actual, "[-1,-1]");
    // A samples-only run never produces one (generated tests are not run).
    let opts = JudgeOptions { samples_only: true, ..opts };
    let samples = judge().judge(&p, Lang::Python, code, &opts).await.unwrap();
    assert!(samples.counterexample.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generic_list_node_annotations_load_without_future_annotations() {
    let _serial = serial();
    let p = problem("reverse-linked-list");
    // LeetCode's typed stub, evaluated at definition time (no `from __future__ import annotations`).
    let code = "from typing import Optional\n\ndef reverse_list(head: Optional[ListNode[int]]) -> Optional[ListNode[int]]:\n    prev = None\n    while head:\n        head.next, prev, head = prev, head, head.next\n    return prev\n";
    let opts = JudgeOptions { probe: false, style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::Python, code, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn c_is_judged_on_stdin_stdout_problems_and_not_offered_for_typed_ones() {
    if !crate::skip::runtime(
        Lang::C,
        "it::judge::c_is_judged_on_stdin_stdout_problems_and_not_offered_for_typed_ones",
    ) {
        return;
    }
    let _serial = serial();
    let p = problem("fizzbuzz-stdio");
    assert!(p.languages().contains(&Lang::C), "{:?}", p.languages());
    let opts = JudgeOptions { style: false, ..JudgeOptions::default() };
    let code = file(&p, "solutions/ref.c");
    let out = judge().judge(&p, Lang::C, &code, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
    let wrong = code.replace("i % 15 == 0", "i % 3 == 0");
    let out = judge().judge(&p, Lang::C, &wrong, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::WrongAnswer);
    let typed = problem("two-sum");
    assert!(!typed.languages().contains(&Lang::C));
    let refused = judge().judge(&typed, Lang::C, "int main(void) { return 0; }", &opts).await;
    assert!(
        matches!(refused, Err(mashang_judge::JudgeError::LanguageNotOffered { .. })),
        "{refused:?}"
    );
}
