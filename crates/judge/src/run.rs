//! Executing one program over planned tests in ONE sandbox job: a dialogue of one request per test
//! (dialogue.rs), one run per input for stdio problems (stdio.rs), or the legacy nonce-tagged
//! stream for self-checked imported problems (legacy.rs). What the program says is raw material
//! only: verdict.rs compares and times it.

use serde_json::Value;

use super::harness::{self, Shape};
use super::{JudgeError, StyleFinding, TestOrigin};
use crate::exec::{ExecError, Executor, Limits, Status};
use crate::problem::{CodeTests, Lang};
use mashang_protocol::CompileReport;

/// A test input or answer: JSON for function/design problems, raw text for stdio.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Data {
    Json(Value),
    Text(String),
    /// Expected only: any one of these answers is right (a test with `any_of = true`).
    AnyOf(Vec<Value>),
}

impl Data {
    pub(crate) fn render(&self) -> String {
        match self {
            Data::Json(v) => v.to_string(),
            Data::Text(s) => s.clone(),
            Data::AnyOf(vs) => format!("any of {}", Value::Array(vs.clone())),
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

/// Bytes a reply (or a stdio run's output) may take and still be read: a right answer is never
/// far larger than the expected one, and a probe measurement's reply (whose value is not compared)
/// never far larger than its request. Past it the reply is a wrong answer without being parsed,
/// so whatever a program writes, reading it costs the judge a few times the test's own data (the
/// sandbox caps the raw bytes of a whole run, `limits`). `None`: no expected answer to size it by
/// (the reference solution computing one, a code test's observations): the run's cap alone.
pub(crate) fn reply_budget(p: &Planned) -> Option<usize> {
    let basis = match (&p.expected, p.probe) {
        (Some(e), _) => e.render().len(),
        (None, Some(_)) => p.input.render().len(),
        (None, None) => return None,
    };
    Some(basis.saturating_mul(REPLY_FACTOR).saturating_add(REPLY_SLACK))
}

/// How many times the expected answer's size a reply may be ([`reply_budget`]).
pub(crate) const REPLY_FACTOR: usize = 8;
/// Bytes every reply may take whatever its expected size.
pub(crate) const REPLY_SLACK: usize = 256 * 1024;

/// Why a reply over its [`reply_budget`] is wrong (the bytes themselves are never quoted).
pub(crate) const REPLY_TOO_LARGE: &str = "the program's reply is far larger than any right answer";

/// What the program reported for one planned test.
#[derive(Debug, Clone, Default)]
pub(crate) struct Raw {
    pub value: Option<Data>,
    pub err: Option<String>,
    /// Milliseconds per exchange: CPU measured by the supervisor (dialogue), in-process (legacy),
    /// the run's CPU (stdio).
    pub times: Vec<f64>,
    pub skipped: bool,
    /// Stdio runs: the sandbox status of that run.
    pub status: Option<Status>,
    /// Code tests: the test's name as reported by the driver.
    pub name: Option<String>,
    /// The test was stopped after it ran past its limit (killed by the supervisor, or the legacy
    /// driver's watchdog).
    pub overtime: bool,
    /// Stopped over its limit because it waited instead of computing (the sandbox's idle rule).
    pub idle: bool,
    /// Dialogue: the program's own in-process time of the first exchange (`t`), untrusted.
    pub own_ms: Option<f64>,
    /// Code tests: the observations the test recorded.
    pub obs: Option<Vec<Value>>,
    /// Dialogue: bytes of request and reply (what honest parsing and serialising cost grows with).
    pub bytes: usize,
    /// In place: why no answer could be built from what the program reported (a returned k out
    /// of range…): a wrong answer, not a crash.
    pub wrong: Option<String>,
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
    /// The program's stderr that may be shown: what it wrote before its first non-sample request.
    pub stderr: String,
    pub run_ms: u64,
    /// Stdio probes: CPU times of runs on the smallest generated input (process start-up).
    pub baseline: Vec<f64>,
    /// Dialogue: planned index of the test the run died in (or, when it died between tests, the
    /// next one); later tests were not run.
    pub crashed_at: Option<usize>,
    /// Code tests: why loading the sample file failed (public: samples only), and whether the
    /// hidden file failed to load (its error is never kept: it may quote hidden test code).
    pub samples_load_error: Option<String>,
    pub hidden_load_failed: bool,
    /// Timings are the supervisor's CPU per exchange (else the legacy in-process times).
    pub measured_outside: bool,
}

impl Execution {
    pub(crate) fn compile_failed(&self) -> bool {
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

pub(crate) fn exec_error(e: ExecError) -> JudgeError {
    match e {
        ExecError::LanguageUnavailable(l) => JudgeError::LanguageUnavailable(l),
        other => JudgeError::Executor(other),
    }
}

/// CPU budget of the whole job: start-up, the small tests together, each large test, the probe.
fn job_time_ms(spec: &RunSpec<'_>) -> u64 {
    let startup = spec.lang.startup_ms();
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

/// Run `spec` (function, design or stdio shape) and collect what the program answered.
pub(crate) async fn execute(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
) -> Result<Execution, JudgeError> {
    let program = harness::program(spec.lang, spec.shape, spec.code)?;
    if matches!(spec.shape, Shape::Stdio) {
        return super::stdio::execute(
            executor,
            spec,
            program,
            Limits { wall_ms: None, ..limits(spec) },
        )
        .await;
    }
    super::dialogue::execute(executor, spec, program, None).await
}

/// Run code tests (`suite`: the problem's test files in `spec.lang`) as one dialogue: samples
/// loaded and run first, then the hidden file loaded and its tests run.
pub(crate) async fn execute_suite(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
    suite: &CodeTests,
) -> Result<Execution, JudgeError> {
    let program = harness::program(spec.lang, spec.shape, spec.code)?;
    super::dialogue::execute(executor, spec, program, Some(suite)).await
}

/// The job's resource limits: the CPU budget is only a backstop (each exchange is measured and
/// limited on its own), the wall limit a generous multiple of it (a loaded host is slow in wall
/// time, not in CPU time) plus a floor for start-up. A dialogue's whole run — load, every test,
/// exit — shares that wall limit (its wall budget), so one judging holds a worker at most this
/// long however many tests it has.
pub(crate) fn limits(spec: &RunSpec<'_>) -> Limits {
    let time_ms = job_time_ms(spec);
    Limits {
        time_ms,
        wall_ms: Some(wall_budget_ms(time_ms)),
        memory_mb: spec.memory_mb,
        output_kb: 32 * 1024,
        ..Limits::default()
    }
}

/// Wall ms for a job of `time_ms` CPU: [`WALL_PER_CPU`] times it, plus [`WALL_FLOOR_MS`].
pub(crate) fn wall_budget_ms(time_ms: u64) -> u64 {
    time_ms.saturating_mul(WALL_PER_CPU).saturating_add(WALL_FLOOR_MS)
}

/// A loaded host (2.5–4× slower in wall time than in CPU time) still fits its CPU budget in this
/// many times as much wall time.
const WALL_PER_CPU: u64 = 4;
/// Start-up (a runtime's first start, files read on a cold cache) on top of the CPU budget.
const WALL_FLOOR_MS: u64 = 5_000;

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
