//! Turning an execution into per-test results, the overall verdict, the complexity estimate and the
//! counterexample. Nothing the program says decides: a value passes only when it equals the
//! expected one here, a test's time is the supervisor's CPU for its exchange, exit codes are never
//! trusted, and what a run printed after its first non-sample request is never quoted.

use super::compare::{Mismatch, compare_json, compare_text};
use super::harness::is_sample_code_test;
use super::observe::{self, Observations};
use super::probe;
use super::run::{Data, Execution, Planned, Raw, describe_exit, tail};
use super::{
    ComplexityEstimate, Counterexample, JudgeOutcome, StyleFinding, TestOrigin, TestResult,
    TestState, Verdict,
};
use crate::exec::Status;
use crate::problem::{Comparator, ComparatorKind, Lang, Problem};

const PREVIEW: usize = 2_000;

fn preview(s: &str) -> String {
    if s.len() <= PREVIEW {
        return s.to_string();
    }
    let mut end = PREVIEW;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} bytes)", &s[..end], s.len())
}

fn status_verdict(s: Status) -> Verdict {
    match s {
        Status::Ok => Verdict::Accepted,
        Status::TimeLimit => Verdict::TimeLimit,
        Status::MemoryLimit => Verdict::MemoryLimit,
        Status::OutputLimit => Verdict::OutputLimit,
        Status::CompileError => Verdict::CompileError,
        Status::RuntimeError | Status::InternalError => Verdict::RuntimeError,
    }
}

fn compare(cmp: &Comparator, expected: &Data, actual: &Data) -> Result<(), Mismatch> {
    if let Data::Json(a) = actual
        && let Some(why) = super::compare::endless_list(a)
    {
        return Err(Mismatch(why));
    }
    match (expected, actual) {
        (Data::Json(e), Data::Json(a)) => compare_json(cmp, e, a),
        (Data::AnyOf(es), Data::Json(a)) => {
            if es.iter().any(|e| compare_json(cmp, e, a).is_ok()) {
                Ok(())
            } else {
                Err(format!("not one of the {} accepted answers", es.len()).into())
            }
        }
        (Data::Text(e), Data::Text(a)) => compare_text(cmp, e, a),
        (e, a) => compare_text(cmp, &e.render(), &a.render()),
    }
}

/// Per-test results (probe measurements excluded) and the number of tests not run.
pub(crate) fn results(
    problem: &Problem,
    planned: &[Planned],
    ex: &Execution,
    checker_verdicts: Option<&[Result<(), Mismatch>]>,
    code_mode: bool,
) -> (Vec<TestResult>, usize) {
    let cmp = &problem.spec.comparator;
    let mut out = Vec::new();
    let skipped = 0;
    if let Some(err) = &ex.load_error {
        return (load_failed(planned, err), 0);
    }
    if code_mode {
        return (code_results(planned, ex), 0);
    }
    let mut crashed = false;
    for (i, p) in planned.iter().enumerate() {
        if p.probe.is_some() {
            continue;
        }
        let raw = ex.results.get(i).and_then(|r| r.as_ref());
        let Some(raw) = raw.filter(|r| !r.skipped) else {
            out.push(missing(p, i, raw.is_some(), ex, &mut crashed));
            continue;
        };
        let time = fastest(&raw.times).unwrap_or(0.0);
        if raw.overtime {
            out.push(overtime(p, raw));
            continue;
        }
        if let Some(s) = raw.status.filter(|s| *s != Status::Ok) {
            out.push(result(p, status_verdict(s), time, raw.value.as_ref(), raw.err.clone()));
            continue;
        }
        if let Some(err) = &raw.err {
            out.push(result(p, Verdict::RuntimeError, time, None, Some(err.clone())));
            continue;
        }
        if let Some(why) = &raw.wrong {
            out.push(result(p, Verdict::WrongAnswer, time, None, Some(why.clone())));
            continue;
        }
        let verdict = match (&p.expected, &raw.value) {
            (Some(e), Some(a)) => {
                let checked = if cmp.kind == ComparatorKind::Checker {
                    checker_verdicts.and_then(|v| v.get(i)).cloned().unwrap_or(Ok(()))
                } else {
                    compare(cmp, e, a)
                };
                checked.err().map(|m| m.0)
            }
            (Some(_), None) => Some("no value reported".to_string()),
            (None, _) => None,
        };
        let status = match (&verdict, time > p.limit_ms as f64) {
            (Some(_), _) => Verdict::WrongAnswer,
            (None, true) => Verdict::TimeLimit,
            (None, false) => Verdict::Accepted,
        };
        let msg = match status {
            Verdict::TimeLimit => Some(format!("took {time:.0} ms, limit {} ms", p.limit_ms)),
            _ => verdict,
        };
        out.push(result(p, status, time, raw.value.as_ref(), msg));
    }
    (out, skipped)
}

/// Every test fails the same way when the program did not load (a syntax error is a compile error).
fn load_failed(planned: &[Planned], err: &str) -> Vec<TestResult> {
    let status =
        if err.starts_with("SyntaxError") { Verdict::CompileError } else { Verdict::RuntimeError };
    planned
        .iter()
        .filter(|p| p.probe.is_none())
        .map(|p| result(p, status, 0.0, None, Some(err.to_string())))
        .collect()
}

/// A test stopped over its limit: the supervisor killed the exchange (or the legacy watchdog).
fn overtime(p: &Planned, raw: &Raw) -> TestResult {
    let time = raw.times.iter().copied().fold(0.0, f64::max);
    let msg = if raw.idle {
        format!(
            "stopped: it waited instead of computing (sleeping or blocked), limit {} ms",
            p.limit_ms
        )
    } else if time <= p.limit_ms as f64 {
        // Not over its CPU limit: its wall time ran out (the test's own, or the judging's).
        format!(
            "stopped: out of wall-clock time after {time:.0} ms of CPU, limit {} ms",
            p.limit_ms
        )
    } else {
        format!("stopped after {time:.0} ms, limit {} ms", p.limit_ms)
    };
    result(p, Verdict::TimeLimit, time, None, Some(msg))
}

/// The entry of test `i` that has no result of its own: the one the run died in is `crashed`
/// with how the run ended; later ones are `not_run`, after a death or after the dialogue stopped
/// at a test over its limit. `crashed` says whether an earlier test already took the crash.
fn missing(
    p: &Planned,
    i: usize,
    reported: bool,
    ex: &Execution,
    crashed: &mut bool,
) -> TestResult {
    let died_here = match ex.crashed_at {
        Some(c) => c == i,
        None => !(*crashed || ex.stopped || (ex.done && reported)),
    };
    let died_before = *crashed || ex.crashed_at.is_some_and(|c| c < i);
    if died_here && !died_before {
        *crashed = true;
        let (status, msg) = unreported(ex);
        let mut t = result(p, status, 0.0, None, Some(msg));
        t.state = TestState::Crashed;
        return t;
    }
    let (status, why) = if died_before {
        (Verdict::RuntimeError, "not run: the program died on an earlier test")
    } else {
        (Verdict::TimeLimit, "not run: the run stopped after a test exceeded its time limit")
    };
    let mut t = result(p, status, 0.0, None, Some(why.into()));
    t.state = TestState::NotRun;
    (t.input, t.expected, t.actual) = (None, None, None);
    t
}

/// Observed code tests: each test's observations against the reference's for that test. A
/// sample's message says which observation differed; a hidden test's result is its status only
/// (its code and data are never quoted, nor what the program said while running it).
pub(crate) fn suite_results(
    problem: &Problem,
    planned: &[Planned],
    ex: &Execution,
    reference: &Observations,
) -> Vec<TestResult> {
    if let Some(err) = &ex.load_error {
        return no_input(load_failed(planned, err));
    }
    let mut crashed = false;
    let mut out = Vec::new();
    for (i, p) in planned.iter().enumerate() {
        let sample = p.origin == TestOrigin::Sample;
        let shown = |m: String| sample.then_some(m);
        let raw = ex.results.get(i).and_then(|r| r.as_ref());
        let Some(raw) = raw.filter(|r| !r.skipped) else {
            out.push(missing(p, i, raw.is_some(), ex, &mut crashed));
            continue;
        };
        let time = fastest(&raw.times).unwrap_or(0.0);
        let (status, message) = if raw.overtime {
            out.push(overtime(p, raw));
            continue;
        } else if let (true, Some(e)) = (sample, &ex.samples_load_error) {
            (Verdict::RuntimeError, Some(format!("the sample tests did not load: {e}")))
        } else if !sample && ex.hidden_load_failed {
            (Verdict::RuntimeError, Some("the hidden tests did not load with this solution".into()))
        } else if let Some(e) = &raw.err {
            // What it observed before throwing may already be wrong: then that is the failure.
            let got = raw.obs.as_deref().unwrap_or_default();
            let cmp = &problem.spec.comparator;
            match reference.get(&p.name).and_then(|x| observe::first_difference(cmp, x, got)) {
                Some(why) => (Verdict::WrongAnswer, shown(why)),
                None => (Verdict::RuntimeError, shown(e.clone())),
            }
        } else {
            let got = raw.obs.as_deref().unwrap_or_default();
            match reference.get(&p.name) {
                None => (Verdict::WrongAnswer, shown("no such test in the reference run".into())),
                Some(expected) => match observe::compare(&problem.spec.comparator, expected, got) {
                    Err(why) => (Verdict::WrongAnswer, shown(why.0)),
                    Ok(()) if time > p.limit_ms as f64 => (
                        Verdict::TimeLimit,
                        Some(format!("took {time:.0} ms, limit {} ms", p.limit_ms)),
                    ),
                    Ok(()) => (Verdict::Accepted, None),
                },
            }
        };
        out.push(result(p, status, time, None, message));
    }
    no_input(out)
}

/// A code test has no input of its own (its data is in its code, in the test file).
fn no_input(mut tests: Vec<TestResult>) -> Vec<TestResult> {
    tests.iter_mut().for_each(|t| t.input = None);
    tests
}

/// The verdict and message of the test that was running when the program stopped without
/// reporting it, from how the run ended: out of job time, out of memory, too much output, or an
/// exit (code or signal, with the end of stderr).
fn unreported(ex: &Execution) -> (Verdict, String) {
    let status = match ex.run_status {
        Some(Status::Ok) | None => Verdict::RuntimeError,
        Some(s) => status_verdict(s),
    };
    let message = match status {
        Verdict::TimeLimit => format!(
            "the program ran out of time during this test (every test shares one {} ms CPU budget)",
            ex.job_time_ms
        ),
        Verdict::MemoryLimit => "the program ran out of memory during this test".to_string(),
        Verdict::OutputLimit => {
            "the program's output passed the limit during this test".to_string()
        }
        _ => format!(
            "the program ended during this test: {}",
            describe_exit(ex.exit.0, ex.exit.1, &ex.stderr)
        ),
    };
    (status, message)
}

fn result(
    p: &Planned,
    status: Verdict,
    time_ms: f64,
    actual: Option<&Data>,
    message: Option<String>,
) -> TestResult {
    let show = status != Verdict::Accepted || p.origin == TestOrigin::Sample;
    TestResult {
        name: p.name.clone(),
        origin: p.origin,
        status,
        time_ms: (time_ms * 1000.0).round() / 1000.0,
        input: show.then(|| preview(&p.input.render())),
        expected: show.then(|| p.expected.as_ref().map(|e| preview(&e.render()))).flatten(),
        actual: show.then(|| actual.map(|a| preview(&a.render()))).flatten(),
        message: message.map(|m| tail(&m, 2_000)),
        state: TestState::Ran,
    }
}

/// Test code: results arrive named by the driver (compiled languages' `main` reports unnamed).
/// Every planned test gets an entry; when the program died, the first test without a result is
/// the one that crashed and the rest were not run.
fn code_results(planned: &[Planned], ex: &Execution) -> Vec<TestResult> {
    let reported: Vec<&Raw> = ex.results.iter().flatten().collect();
    let named = reported.iter().any(|r| r.name.is_some());
    let single = planned.len() == 1;
    let mut by_name: Vec<(String, &Raw)> = reported
        .iter()
        .filter_map(|r| match &r.name {
            Some(n) => Some((n.clone(), *r)),
            // A whole-program case stands for the only planned test (C++/Java/Go `main`).
            None if !named && single => Some((planned[0].name.clone(), *r)),
            None => None,
        })
        .collect();
    let assertion = |e: &str| e.contains("ssert");
    let mut out = Vec::new();
    let mut crashed = false;
    let mut emit = |p_name: &str, r: Option<&Raw>, out: &mut Vec<TestResult>| {
        let origin =
            if is_sample_code_test(p_name) { TestOrigin::Sample } else { TestOrigin::Hidden };
        let mut t = TestResult {
            name: p_name.to_string(),
            origin,
            status: Verdict::Accepted,
            time_ms: 0.0,
            input: None,
            expected: None,
            actual: None,
            message: None,
            state: TestState::Ran,
        };
        match r {
            Some(r) => {
                t.time_ms = r.times.first().copied().unwrap_or(0.0);
                if let Some(e) = &r.err {
                    t.status =
                        if assertion(e) { Verdict::WrongAnswer } else { Verdict::RuntimeError };
                    t.message = Some(tail(e, 2_000));
                }
            }
            None if ex.done => {
                t.status = Verdict::RuntimeError;
                t.state = TestState::NotRun;
                t.message = Some("not run: the test code never reached this test".into());
            }
            None if crashed => {
                t.status = Verdict::RuntimeError;
                t.state = TestState::NotRun;
                t.message = Some("not run: the program died on an earlier test".into());
            }
            None => {
                crashed = true;
                t.state = TestState::Crashed;
                let (status, message) = unreported(ex);
                t.status = if status == Verdict::RuntimeError && assertion(&ex.stderr) {
                    Verdict::WrongAnswer
                } else {
                    status
                };
                t.message = Some(message);
            }
        }
        out.push(t);
    };
    for p in planned {
        let hit = by_name.iter().position(|(n, _)| *n == p.name).map(|k| by_name.remove(k).1);
        emit(&p.name, hit, &mut out);
    }
    // Tests registered at run time that the static scan did not find still count.
    for (name, r) in by_name {
        emit(&name, Some(r), &mut out);
    }
    out
}

/// The smallest failing small stress test.
pub(crate) fn counterexample(planned: &[Planned], tests: &[TestResult]) -> Option<Counterexample> {
    let by_name = |name: &str| planned.iter().find(|p| p.name == name);
    tests
        .iter()
        .filter(|t| {
            t.origin == TestOrigin::Stress
                && matches!(t.status, Verdict::WrongAnswer | Verdict::RuntimeError)
        })
        .filter_map(|t| by_name(&t.name).map(|p| (p, t)))
        .filter(|(p, _)| p.size.is_some_and(|n| n <= 100))
        .min_by_key(|(p, _)| (p.size, p.input.render().len()))
        .map(|(p, t)| Counterexample {
            input: p.input.render(),
            expected: p.expected.as_ref().map(Data::render).unwrap_or_default(),
            actual: t.actual.clone().or_else(|| t.message.clone()).unwrap_or_default(),
            status: t.status,
        })
}

fn fastest(times: &[f64]) -> Option<f64> {
    times.iter().copied().reduce(f64::min)
}

/// The complexity estimate, and a finding when the program's own probe timings disagreed with the
/// supervisor's CPU accounting (then the estimate uses the supervisor's measurement alone).
pub(crate) fn complexity(
    problem: &Problem,
    lang: Lang,
    planned: &[Planned],
    ex: &Execution,
) -> (Option<ComplexityEstimate>, Option<StyleFinding>) {
    let expect = problem.spec.probe.as_ref().map(|p| p.expect.as_str());
    let probes =
        planned.iter().enumerate().filter(|(_, p)| p.probe.is_some()).filter_map(|(i, p)| {
            let raw = ex.results.get(i)?.as_ref()?;
            (!raw.skipped && raw.err.is_none() && !raw.overtime).then_some((p.size?, raw))
        });
    if ex.measured_outside {
        let exchanges: Vec<probe::Exchange> = probes
            .map(|(n, raw)| probe::Exchange {
                n,
                cpu_ms: raw.times.clone(),
                own_ms: raw.own_ms,
                bytes: raw.bytes,
            })
            .collect();
        let (points, disagreed) = probe::dialogue_points(lang, &exchanges);
        let finding = disagreed.then(|| StyleFinding {
            tool: "judge".into(),
            rule: "timing-mismatch".into(),
            line: None,
            message: "the program's own call timings disagreed with the sandbox's CPU accounting, \
                      so the complexity estimate uses the sandbox's measurement of each exchange \
                      (input parsing included)"
                .into(),
        });
        return (probe::estimate(points, None, expect), finding);
    }
    let points: Vec<(u32, f64)> = probes
        .filter_map(|(n, raw)| {
            // Whole-process timings (with a start-up baseline) only gain from a busy machine:
            // the fastest run is the least disturbed. In-process timings keep the median.
            let t = if ex.baseline.is_empty() {
                probe::median(&raw.times)?
            } else {
                fastest(&raw.times)?
            };
            Some((n, t))
        })
        .collect();
    let baseline = fastest(&ex.baseline);
    (probe::estimate(points, baseline, expect), None)
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn outcome(
    tests: Vec<TestResult>,
    skipped: usize,
    ex: &Execution,
    complexity: Option<ComplexityEstimate>,
    counterexample: Option<Counterexample>,
    style: Vec<StyleFinding>,
) -> JudgeOutcome {
    let compile_output =
        ex.compile.as_ref().map(|c| c.output.clone()).filter(|o| !o.trim().is_empty());
    if ex.compile_failed() || ex.run_status == Some(Status::CompileError) {
        return JudgeOutcome {
            verdict: Verdict::CompileError,
            passed: 0,
            total: tests.len() + skipped,
            tests: Vec::new(),
            first_failure: None,
            complexity: None,
            counterexample: None,
            style,
            compile_output,
            compile_ms: ex.compile.as_ref().map(|c| c.wall_ms),
            compile_cached: ex.compile.as_ref().is_some_and(|c| c.cached),
            run_ms: 0,
            stderr: String::new(),
            complexity_unproven: false,
        };
    }
    let first_failure = tests.iter().position(|t| !t.passed());
    let verdict = first_failure.map(|i| tests[i].status).unwrap_or(Verdict::Accepted);
    let verdict = if tests.is_empty() { Verdict::RuntimeError } else { verdict };
    JudgeOutcome {
        verdict,
        passed: tests.iter().filter(|t| t.passed()).count(),
        total: tests.len() + skipped,
        first_failure,
        tests,
        complexity,
        counterexample,
        style,
        compile_output,
        compile_ms: ex.compile.as_ref().map(|c| c.wall_ms),
        compile_cached: ex.compile.as_ref().is_some_and(|c| c.cached),
        run_ms: ex.run_ms,
        stderr: ex.stderr.clone(),
        complexity_unproven: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn planned(name: &str) -> Planned {
        Planned {
            name: name.into(),
            origin: TestOrigin::Hidden,
            input: Data::Json(serde_json::Value::Null),
            expected: None,
            limit_ms: 5_000,
            size: None,
            probe: None,
        }
    }

    #[test]
    fn an_answer_equal_to_any_accepted_one_passes_and_another_fails_naming_the_count() {
        let cmp = Comparator::default();
        let any = Data::AnyOf(vec![serde_json::json!("bab"), serde_json::json!("aba")]);
        assert!(compare(&cmp, &any, &Data::Json(serde_json::json!("aba"))).is_ok());
        let why = compare(&cmp, &any, &Data::Json(serde_json::json!("bb"))).unwrap_err();
        assert_eq!(why.0, "not one of the 2 accepted answers");
    }

    #[test]
    fn python_code_tests_named_test_sample_are_reported_as_samples() {
        let names = ["test_sample_same_arguments_call_fn_once", "test_several_arguments"];
        let plan: Vec<Planned> = names.iter().map(|n| planned(n)).collect();
        let raw = |n: &str| Some(Raw { name: Some(n.into()), times: vec![1.0], ..Raw::default() });
        let ex = Execution {
            results: names.iter().map(|n| raw(n)).collect(),
            done: true,
            ..Execution::default()
        };
        let out = code_results(&plan, &ex);
        let origins: Vec<TestOrigin> = out.iter().map(|t| t.origin).collect();
        assert_eq!(origins, [TestOrigin::Sample, TestOrigin::Hidden]);
    }

    /// The message of the first test when the run ended as given, before reporting any test.
    fn crash_message(status: Status, exit: (Option<i32>, Option<i32>), code_mode: bool) -> String {
        let plan = [planned("test_a"), planned("test_b")];
        let ex = Execution {
            run_status: Some(status),
            exit,
            job_time_ms: 12_500,
            stderr: if status == Status::MemoryLimit {
                "<v8 heap dump>".into()
            } else {
                String::new()
            },
            ..Execution::default()
        };
        let tests = if code_mode { code_results(&plan, &ex) } else { non_code(&plan, &ex) };
        assert_eq!(tests[0].state, TestState::Crashed);
        assert_eq!(tests[1].state, TestState::NotRun);
        tests[0].message.clone().unwrap_or_default()
    }

    fn non_code(plan: &[Planned], ex: &Execution) -> Vec<TestResult> {
        let problem = crate::problem::testing::problem("two-sum");
        results(&problem, plan, ex, None, false).0
    }

    #[test]
    fn a_run_out_of_job_time_says_so_instead_of_abnormal_exit() {
        for code_mode in [true, false] {
            let m = crash_message(Status::TimeLimit, (None, Some(9)), code_mode);
            assert_eq!(
                m,
                "the program ran out of time during this test (every test shares one 12500 ms CPU budget)"
            );
            let m = crash_message(Status::MemoryLimit, (None, Some(6)), code_mode);
            assert_eq!(m, "the program ran out of memory during this test");
            let m = crash_message(Status::RuntimeError, (Some(3), None), code_mode);
            assert_eq!(m, "the program ended during this test: exit code 3");
            let m = crash_message(Status::RuntimeError, (None, Some(11)), code_mode);
            assert_eq!(m, "the program ended during this test: killed by signal 11");
        }
    }
}
