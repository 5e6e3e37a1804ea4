//! Executing one program over planned tests in ONE sandbox job, and reading back the nonce-tagged
//! result lines (or, for stdio problems, one run per input).

use serde_json::Value;

use super::harness::{self, DriverCase, Shape};
use super::{JudgeError, StyleFinding, TestOrigin};
use crate::core::ports::{ExecError, Executor, Job, Limits, Status};
use crate::core::problem::Lang;
use mashang_sandbox::protocol::CompileReport;

/// A test input or answer: JSON for function/design problems, raw text for stdio.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Data {
    Json(Value),
    Text(String),
}

impl Data {
    pub fn render(&self) -> String {
        match self {
            Data::Json(v) => v.to_string(),
            Data::Text(s) => s.clone(),
        }
    }
}

/// One test to run.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub(crate) struct Planned {
    pub name: String,
    pub origin: TestOrigin,
    pub input: Data,
    pub expected: Option<Data>,
    pub limit_ms: u64,
    /// Generator size, for stress and probe tests.
    pub size: Option<u32>,
    /// Probe measurement: (repeats, budget_ms). Not a pass/fail test.
    pub probe: Option<(u32, u64)>,
}

/// What the program reported for one planned test.
#[derive(Debug, Clone, Default)]
pub(crate) struct Raw {
    pub value: Option<Data>,
    pub err: Option<String>,
    pub times: Vec<f64>,
    pub skipped: bool,
    /// Stdio runs: the sandbox status of that run.
    pub status: Option<Status>,
    /// Code tests: the test's name as reported by the driver.
    pub name: Option<String>,
    /// The driver's watchdog stopped this test after it ran past its limit.
    pub overtime: bool,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct Execution {
    /// Indexed like the planned tests (code tests: in the order the driver reported them).
    pub results: Vec<Option<Raw>>,
    pub done: bool,
    pub stopped: bool,
    pub load_error: Option<String>,
    pub style: Vec<StyleFinding>,
    pub compile: Option<CompileReport>,
    pub run_status: Option<Status>,
    /// The single run's exit code and signal, to say how it ended.
    pub exit: (Option<i32>, Option<i32>),
    /// The job's CPU budget (ms), shared by every test of the single run.
    pub job_time_ms: u64,
    pub stderr: String,
    pub run_ms: u64,
    /// Stdio probes: CPU times of runs on the smallest generated input (process start-up).
    pub baseline: Vec<f64>,
}

impl Execution {
    pub fn compile_failed(&self) -> bool {
        self.compile.as_ref().is_some_and(|c| c.status != Status::Ok)
    }
}

pub(crate) struct RunSpec<'a> {
    pub lang: Lang,
    pub shape: &'a Shape,
    pub code: &'a str,
    pub planned: &'a [Planned],
    pub style: bool,
    pub probe_total_ms: u64,
    pub memory_mb: u64,
    /// Stdio probes: an input that costs next to nothing, run to measure process start-up.
    pub baseline: Option<String>,
}

fn nonce() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

pub(crate) fn exec_error(e: ExecError) -> JudgeError {
    match e {
        ExecError::LanguageUnavailable(l) => JudgeError::LanguageUnavailable(l),
        other => JudgeError::Executor(other.to_string()),
    }
}

/// CPU budget of the whole job: start-up, the small tests together, each large test, the probe.
fn job_time_ms(spec: &RunSpec<'_>) -> u64 {
    let startup = match spec.lang {
        Lang::Java | Lang::JavaScript => 2_500,
        _ => 1_500,
    };
    let mut small_limit = 0;
    let mut total = startup + spec.probe_total_ms;
    for p in spec.planned {
        if p.probe.is_some() {
            continue;
        }
        if p.origin == TestOrigin::Stress && p.size.is_some_and(|n| n > 100) {
            total += p.limit_ms + p.limit_ms / 2;
        } else {
            small_limit = small_limit.max(p.limit_ms);
        }
    }
    (total + 2 * small_limit).min(60_000)
}

pub(crate) async fn execute(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
) -> Result<Execution, JudgeError> {
    let program = harness::program(spec.lang, spec.shape, spec.code)?;
    let limits = Limits {
        time_ms: job_time_ms(spec),
        memory_mb: spec.memory_mb,
        output_kb: 32 * 1024,
        ..Limits::default()
    };
    if matches!(spec.shape, Shape::Stdio) {
        return super::stdio::execute(executor, spec, program, limits).await;
    }
    let nonce = nonce();
    let inputs_json: Vec<Value> = spec
        .planned
        .iter()
        .map(|p| match &p.input {
            Data::Json(v) => v.clone(),
            Data::Text(s) => Value::String(s.clone()),
        })
        .collect();
    let mut cases: Vec<DriverCase<'_>> = spec
        .planned
        .iter()
        .zip(&inputs_json)
        .enumerate()
        .map(|(index, (p, input))| DriverCase {
            index,
            input,
            repeat: p.probe.map(|(r, _)| r).unwrap_or(1),
            budget_ms: p.probe.map(|(_, b)| b),
            limit_ms: p.limit_ms,
        })
        .collect();
    let null = Value::Null;
    if matches!(spec.shape, Shape::Code { .. })
        && !matches!(spec.lang, Lang::Python | Lang::JavaScript)
    {
        cases = vec![DriverCase {
            index: 0,
            input: &null,
            repeat: 1,
            budget_ms: None,
            limit_ms: spec.planned.first().map(|p| p.limit_ms).unwrap_or(5_000),
        }];
    }
    let stdin =
        harness::stdin(spec.lang, spec.shape, &cases, &nonce, spec.style, spec.probe_total_ms);
    let job = Job {
        lang: spec.lang.id().to_string(),
        source: program.source,
        files: program.files,
        limits,
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
    ex.job_time_ms = job_time_ms(spec);
    ex.stderr = tail(&run.stderr, 4000);
    ex.run_ms = run.wall_ms;
    if ex.compile_failed() || run.status == Status::CompileError {
        return Ok(ex);
    }
    if run.status == Status::InternalError {
        return Err(JudgeError::Executor(format!(
            "sandbox internal error: {}",
            tail(&run.stderr, 500)
        )));
    }
    let code_mode = matches!(spec.shape, Shape::Code { .. });
    ex.results = if code_mode { Vec::new() } else { vec![None; spec.planned.len()] };
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
        } else if let Some(i) = v.get("i").and_then(Value::as_u64) {
            let raw = Raw {
                value: v.get("v").cloned().map(Data::Json),
                err: v
                    .get("err")
                    .map(|e| e.as_str().map(str::to_string).unwrap_or_else(|| e.to_string())),
                times: v
                    .get("t")
                    .and_then(Value::as_array)
                    .map(|t| t.iter().filter_map(Value::as_f64).collect())
                    .unwrap_or_default(),
                skipped: v.get("skip").is_some(),
                status: None,
                name: v.get("name").and_then(Value::as_str).map(str::to_string),
                overtime: v.get("overtime").is_some(),
            };
            let i = i as usize;
            if code_mode {
                ex.results.push(Some(raw));
            } else if let Some(slot) = ex.results.get_mut(i) {
                *slot = Some(raw);
            }
        }
    }
    Ok(ex)
}

pub(crate) fn describe_exit(code: Option<i32>, signal: Option<i32>, stderr: &str) -> String {
    let how = match (code, signal) {
        (_, Some(s)) => format!("killed by signal {s}"),
        (Some(c), _) => format!("exit code {c}"),
        _ => "abnormal exit".to_string(),
    };
    let err = tail(stderr, 1500);
    if err.trim().is_empty() { how } else { format!("{how}: {}", err.trim()) }
}

/// The last `max` bytes of `s` (on a char boundary).
pub(crate) fn tail(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    format!("…{}", &s[start..])
}
