//! Shrinking a counterexample: the smallest failing generated input often still carries elements
//! that have nothing to do with the bug. Delta debugging drops chunks of its lists and strings
//! while the submission still fails, so the candidate sees a minimal failing case.
//!
//! Budget: at most [`ROUNDS`] rounds of at most [`CANDIDATES`] candidates; a round is three sandbox
//! jobs (the generator's `valid` filter, the reference for the expected answers, the submission),
//! each running all its candidates in one process. A problem opts in by defining
//! `valid(args) -> bool` in gen.py: a shrunk input must still meet the statement's preconditions
//! (two-sum's "exactly one answer"), and only the problem knows them. Stdio and checker problems
//! are not shrunk. Only generated inputs are shrunk, never hidden tests, and the counterexample is
//! only produced for a real submission (not a samples-only run).
//!
//! Revealing: the counterexample is the one generated test whose input, expected answer and
//! actual result the candidate sees. Its actual result and error message are never taken from a
//! run that held other inputs (the main run held every hidden test before it, and a message or a
//! return value can carry them): [`Judge::reveal`] judges the submission again on a plan of that
//! one test, through the same path as a submission ([`Judge::judge_plan`]), and shows that
//! result — or no counterexample when it does not fail alone.

use serde_json::{Value, json};

use super::harness::Shape;
use super::run::{Data, Execution, Planned, RunSpec, exec_error, execute};
use super::{
    Counterexample, Judge, JudgeError, TestOrigin, TestResult, checker, memory_mb, verdict,
};
use crate::exec::{Job, JobFile, Limits};
use crate::problem::{ComparatorKind, Kind, Lang, Problem};

/// Shrinking rounds at most; each round keeps the smallest still-failing candidate.
pub(crate) const ROUNDS: usize = 4;
/// Candidates tried per round at most.
pub(crate) const CANDIDATES: usize = 32;

const VALID_DRIVER: &str = r#"import json, sys
lines = sys.stdin.read().split("\n")
nonce, cands = lines[0].strip(), json.loads(lines[1])
ns = {"__name__": "gen"}
exec(compile(open("gen.py").read(), "gen.py", "exec"), ns)
for k, c in enumerate(cands):
    try:
        ok = bool(ns["valid"](c))
    except Exception:
        ok = False
    sys.stdout.write("\n@@MASHANG:" + nonce + ":" + json.dumps({"k": k, "ok": ok}) + "\n")
"#;

/// Whether `problem` can shrink its counterexamples.
pub(crate) fn shrinkable(problem: &Problem) -> bool {
    problem.kind() != Kind::Stdio
        && problem.spec.comparator.kind != ComparatorKind::Checker
        && problem.generator.as_deref().is_some_and(|g| g.contains("def valid("))
}

/// Whether gen.py defines `valid(args)`, the problem's preconditions on an input.
pub(crate) fn has_valid(problem: &Problem) -> bool {
    problem.generator.as_deref().is_some_and(|g| g.contains("def valid("))
}

/// Inputs one delta-debugging step smaller than `args` (a JSON array of arguments): for each list
/// or string argument, that argument with one chunk removed, chunks of half its length first and
/// down to single elements, so the first failing candidate is also the smallest.
pub(crate) fn candidates(args: &Value) -> Vec<Value> {
    let Some(list) = args.as_array() else { return Vec::new() };
    let mut out: Vec<(usize, Value)> = Vec::new();
    for (a, arg) in list.iter().enumerate() {
        let len = match arg {
            Value::Array(v) => v.len(),
            Value::String(s) => s.chars().count(),
            _ => continue,
        };
        let mut chunk = len.div_ceil(2).max(1);
        loop {
            for start in (0..len).step_by(chunk) {
                let end = (start + chunk).min(len);
                let smaller = match arg {
                    Value::Array(v) => {
                        Value::Array(v[..start].iter().chain(&v[end..]).cloned().collect())
                    }
                    Value::String(s) => {
                        Value::String(s.chars().take(start).chain(s.chars().skip(end)).collect())
                    }
                    _ => unreachable!("only lists and strings are shrunk"),
                };
                let mut c = list.clone();
                c[a] = smaller;
                out.push((end - start, Value::Array(c)));
            }
            if chunk == 1 {
                break;
            }
            chunk = chunk.div_ceil(2);
        }
    }
    // Biggest removals first, whichever argument they come from; no duplicates.
    out.sort_by_key(|(removed, _)| std::cmp::Reverse(*removed));
    let mut seen = std::collections::HashSet::new();
    out.into_iter()
        .map(|(_, c)| c)
        .filter(|c| seen.insert(c.to_string()))
        .take(CANDIDATES)
        .collect()
}

fn planned(k: usize, input: Value, expected: Option<Data>, limit_ms: u64) -> Planned {
    Planned {
        name: format!("shrink-{k}"),
        origin: TestOrigin::Stress,
        input: Data::Json(input),
        expected,
        limit_ms,
        size: Some(1),
        probe: None,
    }
}

/// The revealed counterexample as a plan of one test: a sample in all but name, because everything
/// the run shows of it may be shown (its input is generated, and it is the only input the run holds).
fn reveal_plan(problem: &Problem, cx: &Counterexample) -> Option<Planned> {
    let data = |s: &str| -> Option<Data> {
        if problem.kind() == Kind::Stdio {
            Some(Data::Text(s.to_string()))
        } else {
            serde_json::from_str(s).ok().map(Data::Json)
        }
    };
    Some(Planned {
        name: "counterexample".into(),
        origin: TestOrigin::Sample,
        input: data(&cx.input)?,
        expected: Some(data(&cx.expected)?),
        limit_ms: problem.spec.limits.time_ms,
        size: Some(1),
        probe: None,
    })
}

/// What the candidate is shown of a re-run of the counterexample alone, when it still fails.
fn revealed(cx: &Counterexample, alone: &TestResult) -> Option<Counterexample> {
    if alone.passed() {
        return None;
    }
    Some(Counterexample {
        input: cx.input.clone(),
        expected: cx.expected.clone(),
        actual: alone.actual.clone().or_else(|| alone.message.clone()).unwrap_or_default(),
        status: alone.status,
    })
}

impl Judge {
    /// The counterexample to show: `cx` shrunk (when the problem opts in), then judged again alone
    /// so that its actual result and message can only carry its own input. `None` when the
    /// submission does not fail on it alone (it failed only after earlier tests, e.g. from state
    /// kept between calls) or the re-run could not be made: the test stays in the results by name
    /// and status, and nothing from the run that held other inputs is shown.
    pub(crate) async fn reveal(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        cx: Counterexample,
    ) -> Option<Counterexample> {
        let cx = self.shrink(problem, lang, code, cx).await;
        let plan = [reveal_plan(problem, &cx)?];
        match self.judge_plan(problem, lang, code, &plan).await {
            Ok((_, tests)) => revealed(&cx, tests.first()?),
            Err(e) => {
                tracing::warn!(error = %e, problem = problem.id(), "counterexample re-run failed");
                None
            }
        }
    }

    /// Judges `code` on `planned` through the submission's path — one execution
    /// ([`execute`]), the problem's checker when it has one, per-test results — and returns the
    /// execution and the results of its tests (probe measurements excluded). The one place
    /// shrinking and revealing run the candidate's program.
    pub(crate) async fn judge_plan(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        planned: &[Planned],
    ) -> Result<(Execution, Vec<TestResult>), JudgeError> {
        let shape = Shape::of(problem, lang)?;
        let spec = RunSpec {
            lang,
            shape: &shape,
            code,
            planned,
            style: false,
            probe_total_ms: 0,
            memory_mb: memory_mb(problem, lang),
            baseline: None,
        };
        let ex = execute(self.executor.as_ref(), &spec).await?;
        if ex.compile_failed() || ex.run_status == Some(crate::exec::Status::CompileError) {
            return Err(JudgeError::Internal("the program no longer compiles".into()));
        }
        let checked = if problem.spec.comparator.kind == ComparatorKind::Checker {
            Some(checker::run(self.executor.as_ref(), problem, planned, &ex).await?)
        } else {
            None
        };
        let code_mode = matches!(shape, Shape::Code { .. });
        let (tests, _) = verdict::results(problem, planned, &ex, checked.as_deref(), code_mode);
        Ok((ex, tests))
    }

    /// `cx` shrunk as far as the budget allows, or `cx` itself when nothing smaller fails (or the
    /// problem does not opt in). Failures of the shrinking jobs keep the original counterexample.
    async fn shrink(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        cx: Counterexample,
    ) -> Counterexample {
        if !shrinkable(problem) {
            return cx;
        }
        let mut best = cx;
        for _ in 0..ROUNDS {
            let Ok(current) = serde_json::from_str::<Value>(&best.input) else { break };
            match self.shrink_round(problem, lang, code, &current).await {
                Ok(Some(smaller)) => best = smaller,
                Ok(None) | Err(_) => break,
            }
        }
        best
    }

    /// One round: the smallest valid candidate the submission still fails, if any.
    async fn shrink_round(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        current: &Value,
    ) -> Result<Option<Counterexample>, JudgeError> {
        let cands = self.valid_only(problem, candidates(current)).await?;
        if cands.is_empty() {
            return Ok(None);
        }
        let limit = problem.spec.limits.time_ms;
        let Some(reference) = problem.primary_reference() else { return Ok(None) };
        let ref_shape = Shape::of(problem, reference.lang)?;
        let plan: Vec<Planned> =
            cands.iter().enumerate().map(|(k, c)| planned(k, c.clone(), None, limit * 5)).collect();
        let spec = RunSpec {
            lang: reference.lang,
            shape: &ref_shape,
            code: &reference.code,
            planned: &plan,
            style: false,
            probe_total_ms: 0,
            memory_mb: problem.spec.limits.memory_mb + 512,
            baseline: None,
        };
        let ex = execute(self.executor.as_ref(), &spec).await?;
        // Candidates the reference cannot answer are dropped: they are not fair inputs.
        let answered: Vec<Planned> = cands
            .into_iter()
            .zip(&ex.results)
            .filter_map(|(c, r)| {
                let r = r.as_ref().filter(|r| r.err.is_none() && !r.skipped)?;
                Some((c, r.value.clone()?))
            })
            .enumerate()
            .map(|(k, (c, e))| planned(k, c, Some(e), limit))
            .collect();
        if answered.is_empty() {
            return Ok(None);
        }
        // The candidate's program on every candidate at once: what it reports is only used to
        // pick the smallest failing one, never shown (reveal re-runs the one chosen).
        let (ex, tests) = match self.judge_plan(problem, lang, code, &answered).await {
            Ok(judged) => judged,
            Err(JudgeError::Internal(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        if ex.load_error.is_some() {
            return Ok(None);
        }
        Ok(verdict::counterexample(&answered, &tests))
    }

    /// The candidates gen.py's `valid(args)` accepts, in order.
    pub(super) async fn valid_only(
        &self,
        problem: &Problem,
        cands: Vec<Value>,
    ) -> Result<Vec<Value>, JudgeError> {
        let (Some(gen_code), false) = (&problem.generator, cands.is_empty()) else {
            return Ok(Vec::new());
        };
        let nonce = uuid::Uuid::new_v4().simple().to_string();
        let job = Job {
            lang: "python".into(),
            source: VALID_DRIVER.into(),
            files: vec![JobFile { name: "gen.py".into(), content: gen_code.clone() }],
            limits: Limits { time_ms: 5_000, memory_mb: 512, ..Limits::default() },
            compile_limits: None,
            inputs: vec![format!("{nonce}\n{}\n", json!(cands))],
            dialogue: None,
        };
        let report = self.executor.run_job(job).await.map_err(exec_error)?;
        let Some(run) = report.runs.first() else { return Ok(Vec::new()) };
        let prefix = format!("@@MASHANG:{nonce}:");
        let mut ok = vec![false; cands.len()];
        for line in run.stdout.lines() {
            if let Some(v) =
                line.strip_prefix(&prefix).and_then(|r| serde_json::from_str::<Value>(r).ok())
                && let (Some(k), Some(true)) =
                    (v.get("k").and_then(Value::as_u64), v.get("ok").and_then(Value::as_bool))
                && let Some(slot) = ok.get_mut(k as usize)
            {
                *slot = true;
            }
        }
        Ok(cands.into_iter().zip(ok).filter_map(|(c, ok)| ok.then_some(c)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Verdict;

    #[test]
    fn candidates_drop_halves_first_then_single_elements_of_each_list_or_string() {
        let c = candidates(&json!([[1, 2, 3, 4], 7, "ab"]));
        let shown: Vec<String> = c.iter().map(Value::to_string).collect();
        assert_eq!(
            shown[..2],
            [r#"[[3,4],7,"ab"]"#.to_string(), r#"[[1,2],7,"ab"]"#.to_string()],
            "{shown:?}"
        );
        assert!(shown.contains(&r#"[[1,3,4],7,"ab"]"#.to_string()), "{shown:?}");
        assert!(shown.contains(&r#"[[1,2,3,4],7,"b"]"#.to_string()), "{shown:?}");
        assert!(!shown.iter().any(|s| s.contains(",7,") && s.starts_with("[[1,2,3,4],7,\"ab")));
        // Every candidate is strictly smaller and there are no duplicates.
        let unique: std::collections::HashSet<_> = shown.iter().collect();
        assert_eq!(unique.len(), shown.len());
    }

    /// A stdio program stand-in: echoes its stdin to stderr and stdout and exits 1, or with
    /// `answer` prints that and exits 0. Records every job's inputs.
    struct Echo {
        answer: Option<&'static str>,
        jobs: std::sync::Mutex<Vec<Vec<String>>>,
    }

    #[async_trait::async_trait]
    impl crate::exec::Executor for Echo {
        async fn run_job(
            &self,
            job: Job,
        ) -> Result<crate::exec::JobReport, crate::exec::ExecError> {
            use crate::exec::{RunReport, Status};
            self.jobs.lock().unwrap().push(job.inputs.clone());
            let runs = job
                .inputs
                .iter()
                .map(|stdin| RunReport {
                    status: if self.answer.is_some() { Status::Ok } else { Status::RuntimeError },
                    exit_code: Some(if self.answer.is_some() { 0 } else { 1 }),
                    signal: None,
                    stdout: self.answer.map_or_else(|| stdin.clone(), str::to_string),
                    stderr: if self.answer.is_some() { String::new() } else { stdin.clone() },
                    truncated: false,
                    wall_ms: 5,
                    cpu_ms: 5,
                    memory_kb: 0,
                    compile_output: None,
                    dialogue: None,
                })
                .collect();
            Ok(crate::exec::JobReport { compile: None, runs })
        }
    }

    fn stdio_problem() -> Problem {
        crate::problem::testing::problem("sum-of-pairs-stdio")
    }

    /// What the main run said of the counterexample: a message listing other inputs.
    fn leaked_cx() -> Counterexample {
        Counterexample {
            input: "2 3\n1 2\n".into(),
            expected: "1\n".into(),
            actual: "runtime error: 6 0\n-3 3 0 0 -3 7 | 4 2000000000 …".into(),
            status: Verdict::RuntimeError,
        }
    }

    #[tokio::test]
    async fn the_counterexample_is_judged_again_alone_and_shows_only_that_runs_result() {
        let echo = std::sync::Arc::new(Echo { answer: None, jobs: Default::default() });
        let judge = Judge::new(echo.clone());
        let cx = leaked_cx();
        let shown = judge.reveal(&stdio_problem(), Lang::Python, "", cx.clone()).await;
        let shown = shown.expect("it fails alone too");
        assert_eq!(*echo.jobs.lock().unwrap(), vec![vec![cx.input.clone()]], "one job, one input");
        assert_eq!(shown.input, cx.input);
        assert_eq!(shown.expected, cx.expected);
        assert_eq!(shown.status, Verdict::RuntimeError);
        assert!(shown.actual.contains("1 2"), "its own input: {}", shown.actual);
        assert!(!shown.actual.contains("-3 3 0 0"), "the main run's text: {}", shown.actual);
    }

    #[tokio::test]
    async fn a_counterexample_that_passes_alone_is_not_revealed() {
        let right = std::sync::Arc::new(Echo { answer: Some("1\n"), jobs: Default::default() });
        let judge = Judge::new(right);
        assert_eq!(judge.reveal(&stdio_problem(), Lang::Python, "", leaked_cx()).await, None);
    }

    #[test]
    fn a_json_counterexample_is_planned_as_its_own_parsed_input() {
        let p = crate::problem::testing::problem("two-sum");
        let cx = Counterexample {
            input: "[[1,2],3]".into(),
            expected: "[0,1]".into(),
            actual: String::new(),
            status: Verdict::WrongAnswer,
        };
        let plan = reveal_plan(&p, &cx).expect("a plan");
        assert_eq!(plan.input, Data::Json(json!([[1, 2], 3])));
        assert_eq!(plan.expected, Some(Data::Json(json!([0, 1]))));
        assert_eq!(plan.origin, TestOrigin::Sample, "everything its run shows may be shown");
        let broken = Counterexample { input: "[[1,2".into(), ..cx };
        assert!(reveal_plan(&p, &broken).is_none());
    }

    #[test]
    fn candidates_are_capped_and_scalars_are_never_shrunk() {
        let big: Vec<i32> = (0..200).collect();
        assert_eq!(candidates(&json!([big])).len(), CANDIDATES);
        assert!(candidates(&json!([5, true, null])).is_empty());
        assert!(candidates(&json!([[]])).is_empty());
    }
}
