//! The legacy run of a `self_checked` imported problem (HumanEval-X, for conformance only): every
//! test on one stdin, results printed by the driver as lines tagged with a per-run nonce. The
//! test code asserts in-process, so such a verdict is only as trustworthy as the submission; the
//! loader refuses `self_checked` in the bank, so no candidate is ever judged this way.

use serde_json::Value;

use super::JudgeError;
use super::harness::{self, DriverCase};
use super::run::{Data, Execution, Raw, RunSpec, exec_error, limits, tail};
use crate::exec::{ExecError, Executor, Job, Status};

pub(crate) async fn execute(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
) -> Result<Execution, JudgeError> {
    let program = harness::program_self_checked(spec.lang, spec.shape, spec.code)?;
    let limits = limits(spec);
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    let null = Value::Null;
    // Test code is one case: the driver runs the tests it defines and names each result.
    let cases = [DriverCase {
        index: 0,
        input: &null,
        repeat: 1,
        budget_ms: None,
        limit_ms: spec.planned.first().map(|p| p.limit_ms).unwrap_or(5_000),
    }];
    let stdin =
        harness::stdin(spec.lang, spec.shape, &cases, &nonce, spec.style, spec.probe_total_ms);
    let job = Job {
        lang: spec.lang.id().to_string(),
        source: program.source,
        files: program.files,
        limits: limits.clone(),
        compile_limits: None,
        inputs: vec![stdin],
        dialogue: None,
    };
    let report = executor.run_job(job).await.map_err(exec_error)?;
    let mut ex = Execution { compile: report.compile.clone(), ..Execution::default() };
    let Some(run) = report.runs.first() else {
        return Err(JudgeError::Internal("the sandbox returned no run".into()));
    };
    ex.run_status = Some(run.status);
    ex.exit = (run.exit_code, run.signal);
    ex.job_time_ms = limits.time_ms;
    ex.stderr = tail(&run.stderr, 4000);
    ex.run_ms = run.wall_ms;
    if ex.compile_failed() || run.status == Status::CompileError {
        return Ok(ex);
    }
    if run.status == Status::InternalError {
        let detail = Some(tail(&run.stderr, 500));
        return Err(JudgeError::Executor(ExecError::SandboxInternal(detail)));
    }
    let prefix = format!("@@MASHANG:{nonce}:");
    for line in run.stdout.lines() {
        let Some(rest) = line.strip_prefix(&prefix) else { continue };
        let Ok(v) = serde_json::from_str::<Value>(rest) else { continue };
        if v.get("done").is_some() {
            ex.done = true;
        } else if v.get("stopped").is_some() {
            ex.stopped = true;
        } else if let Some(e) = v.get("load_error").and_then(Value::as_str) {
            ex.load_error = Some(e.to_string());
        } else if let Some(s) = v.get("style") {
            ex.style = serde_json::from_value(s.clone()).unwrap_or_default();
        } else if v.get("i").is_some() {
            ex.results.push(Some(Raw {
                value: v.get("v").cloned().map(Data::Json),
                err: v
                    .get("err")
                    .map(|e| e.as_str().map(str::to_string).unwrap_or_else(|| e.to_string())),
                times: v
                    .get("t")
                    .and_then(Value::as_array)
                    .map(|t| t.iter().filter_map(Value::as_f64).collect())
                    .unwrap_or_default(),
                name: v.get("name").and_then(Value::as_str).map(str::to_string),
                overtime: v.get("overtime").is_some(),
                ..Raw::default()
            }));
        }
    }
    Ok(ex)
}
