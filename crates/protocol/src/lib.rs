//! The wire types of a sandbox job: what a caller asks for and what it gets back.
//!
//! These are plain serde data so the same job can be run by the local sandbox or, later, shipped as
//! JSON to a pool of remote workers without the caller changing.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

use serde::{Deserialize, Serialize};

/// Resource limits for one execution (or for the compile step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Limits {
    /// CPU time summed over every process of the run, in milliseconds.
    pub time_ms: u64,
    /// Wall-clock limit; `None` means `2 * time_ms + 1000`.
    pub wall_ms: Option<u64>,
    /// Memory limit for the whole run (all processes), in MiB.
    pub memory_mb: u64,
    /// Maximum number of processes and threads alive at once.
    pub processes: u32,
    /// Maximum open file descriptors per process.
    pub open_files: u32,
    /// Largest file the program may write, in KiB.
    pub file_size_kb: u64,
    /// Cap on stdout + stderr together, in KiB; past it the run is stopped as `output_limit`.
    pub output_kb: u64,
    /// Size of the writable work dir and /tmp (tmpfs), in MiB.
    pub tmpfs_mb: u64,
    /// Plain runs: wall ms after which a run whose CPU time is under 1/[`IDLE_WALL_PER_CPU`] of
    /// its wall time is *idle* — sleeping or blocked, not computing — and stopped as
    /// `time_limit`, the rule a dialogue's exchange has (rule 4 of [`Dialogue`]). `None`: a plain
    /// run is bounded by its wall limit only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub idle_ms: Option<u64>,
    /// Plain runs: once one input's run ends in `time_limit`, the job's later inputs are not run
    /// (the report has fewer runs than inputs), so a program that waits out its limit holds the
    /// job for one run, not for every input.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stop_after_time_limit: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time_ms: 2_000,
            wall_ms: None,
            memory_mb: 256,
            processes: 64,
            open_files: 64,
            file_size_kb: 16 * 1024,
            output_kb: 1024,
            tmpfs_mb: 32,
            idle_ms: None,
            stop_after_time_limit: false,
        }
    }
}

impl Limits {
    pub fn effective_wall_ms(&self) -> u64 {
        self.wall_ms.unwrap_or(self.time_ms.saturating_mul(2).saturating_add(1_000))
    }
}

/// An extra file placed next to the main source in the work dir.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobFile {
    /// A plain file name (no directories, no `..`).
    pub name: String,
    pub content: String,
}

/// One submission: compile once (when the language compiles), then run once per input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    /// Language id from the language table (`python`, `javascript`, `rust`, `c`, `cpp`, `java`, `go`).
    pub lang: String,
    /// The main source file's content; it is written under the language's file name.
    pub source: String,
    #[serde(default)]
    pub files: Vec<JobFile>,
    #[serde(default)]
    pub limits: Limits,
    /// Limits for the compile step; `None` uses the language table's compile defaults.
    #[serde(default)]
    pub compile_limits: Option<Limits>,
    /// One stdin per execution; an empty list means a single execution with empty stdin.
    /// Ignored when `dialogue` is set.
    #[serde(default)]
    pub inputs: Vec<String>,
    /// Run ONCE and exchange requests and replies with the program, one at a time, measuring each
    /// exchange from outside (see [`Dialogue`]). The report then has one run with `dialogue` set.
    #[serde(default)]
    pub dialogue: Option<Dialogue>,
}

/// The reply channel's fd number in the program: replies are lines written to fd 3 (stdout and
/// stderr stay the program's own output, captured as usual).
pub const REPLY_FD: i32 = 3;

/// An exchange of requests and replies with ONE run of the program, timed by the supervisor.
///
/// Why: anything the program says about itself (a verdict, a time) can be forged, so the program
/// only ever answers requests, and only the supervisor measures. Protocol:
/// 1. The program starts and writes one *ready* line to fd [`REPLY_FD`] when it has loaded (its
///    content is the program's to choose, e.g. a load error; returned as [`DialogueReport::ready`]).
///    The CPU spent until then is `load_cpu_us`, bounded by the job's `limits.time_ms` (and the
///    wait by the job's wall limit); without a ready line no turn is run.
/// 2. One request, one reply line. For each exchange, the supervisor first checks that nothing is
///    waiting on fd 3: a byte written there that is not the reply to a request (a line written
///    before its request, a second line after a reply) ends the dialogue as `runtime_error`
///    (the pending turn `died`), so a reply belongs to exactly one request and replies can never
///    be shifted onto later requests. It then writes `request` to the program's
///    stdin (a pipe; written without blocking while stdout, stderr and fd 3 are drained, so
///    requests and replies of any size cannot deadlock) and waits for the next complete line on
///    fd 3. The exchange's CPU time is the run's (cgroup: every process and thread, dead ones
///    included; read exactly, running threads too) from the end of the previous exchange (or the
///    ready line) to that reply, so nothing the program does between exchanges escapes
///    measurement; its wall time runs from the request's first byte to the reply. A reply that
///    arrives while part of the request is still unwritten or unread in the stdin pipe was made up
///    before the request was seen: `runtime_error`, the turn `died` (a best-effort check; the
///    line count above is the guarantee). Requests are not sent before the previous one is
///    answered, so the program never holds an input ahead of its turn.
/// 3. A turn runs `repeat` exchanges with the same request (each measured alone), stopping early
///    once the exchanges' CPU sum passes `repeat_budget_ms`. The program sees the same request
///    again and may remember its answer: judge time limits on the first exchange (`cpu_us[0]`).
/// 4. An exchange whose CPU reaches `kill_ms`, or whose wall time passes `wall_ms`, kills the run:
///    that turn is `time_limit`, every later one `not_run`. So does an *idle* exchange: once its
///    wall time has passed the turn's `idle_ms`, an exchange whose CPU time is less than
///    1/[`IDLE_WALL_PER_CPU`] of its wall time is sleeping or blocked, not computing, and is
///    killed at once (`time_limit`, the turn's [`TurnReport::idle`] set). A computing program is
///    never idle however loaded the host (a loaded host stretches wall time 2.5–4×, well under
///    the ratio), so the rule decides no verdict of an honest program. After a turn whose fastest
///    exchange used more than `limit_ms` of CPU, the dialogue stops (later turns `not_run`).
/// 5. `optional` turns (measurements such as a complexity probe) are skipped, not run, once an
///    optional turn's fastest exchange used more than its `repeat_budget_ms`, or once the optional
///    turns' CPU total has reached `optional_budget_ms` (so with a budget of 0 none is run).
/// 6. When every turn is done, the program's stdin is closed; it should exit, within the job's
///    `limits.time_ms` of CPU and its wall limit, or it is killed (`time_limit` for the run, the
///    turns keep their states; a line it writes to fd 3 meanwhile is `runtime_error`, the last
///    turn `died`). Exiting or dying early ends the dialogue: the pending turn is `died`, later
///    ones `not_run`.
/// 7. With a `wall_budget_ms`, the whole dialogue — load, every exchange and the exit — shares
///    that wall time, counted from exec: when it runs out the run is killed as `time_limit` (the
///    pending turn `time_limit`, later ones `not_run`; while loading, no turn is run). It bounds
///    how long one dialogue can hold a worker, whatever each exchange's own bounds add up to.
///    With a `load_idle_ms`, the load phase follows the idle rule of rule 4 too.
/// 8. A run whose caller cancels it (the sandbox library's cancel token) is killed at once,
///    whatever phase it is in; its report is `internal_error` and should not be used.
///
/// The job's memory, process and output limits hold for the whole run as usual (a kill for memory
/// or output makes the pending turn `died`). The replies of a run together may take the output
/// cap (stdout and stderr have the same cap between them): a reply that passes what is left of it
/// is `output_limit`, so the supervisor never holds more than twice the cap of what a program
/// wrote, however it writes it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dialogue {
    pub turns: Vec<Turn>,
    /// CPU budget of all optional turns together, in ms.
    #[serde(default)]
    pub optional_budget_ms: u64,
    /// Wall ms the whole dialogue may take from exec, shared by the load, every exchange and the
    /// exit (rule 7); it is the run's wall limit. `None`: each phase is bounded on its own only.
    #[serde(default)]
    pub wall_budget_ms: Option<u64>,
    /// Wall ms after which the load phase is idle if its CPU is under 1/[`IDLE_WALL_PER_CPU`] of
    /// its wall time (rule 4); `None`: the load is bounded by its CPU and wall limits only.
    #[serde(default)]
    pub load_idle_ms: Option<u64>,
}

/// An exchange (or the load) past its `idle_ms` whose wall time is more than this many times its
/// CPU time is idle (rule 4 of [`Dialogue`]).
pub const IDLE_WALL_PER_CPU: u64 = 8;

/// One request of a [`Dialogue`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Written to stdin as is (the program's framing: e.g. one JSON line, or a length line and
    /// a payload).
    pub request: String,
    /// CPU ms after which the dialogue stops once this turn is answered.
    pub limit_ms: u64,
    /// CPU ms of one exchange after which the run is killed.
    pub kill_ms: u64,
    /// Wall ms of one exchange after which the run is killed (a backstop: sleeping or a starved
    /// machine; verdicts are decided on CPU time).
    pub wall_ms: u64,
    /// Wall ms after which an exchange that is not computing is idle (rule 4); `None`: no idle rule.
    #[serde(default)]
    pub idle_ms: Option<u64>,
    /// Exchanges with this request (0 counts as 1).
    #[serde(default = "one")]
    pub repeat: u32,
    /// Stop repeating once the exchanges' CPU sum passes this.
    #[serde(default)]
    pub repeat_budget_ms: Option<u64>,
    /// A measurement that may be skipped (rule 5), not a test.
    #[serde(default)]
    pub optional: bool,
}

fn one() -> u32 {
    1
}

/// How one turn of a dialogue ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnState {
    /// Every exchange got its reply.
    Answered,
    /// Killed over `kill_ms` CPU, `wall_ms` wall time, idle (see [`TurnReport::idle`]), or when
    /// the dialogue's wall budget ran out.
    TimeLimit,
    /// The run was killed for memory or output, or exited/crashed, before replying.
    Died,
    /// An optional turn skipped by rule 5.
    Skipped,
    /// Never sent: the dialogue had stopped.
    NotRun,
}

/// What the supervisor observed of one turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnReport {
    pub state: TurnState,
    /// The first exchange's reply line (without the newline); `None` when there was none.
    pub reply: Option<String>,
    /// CPU microseconds of each exchange, measured by the supervisor.
    pub cpu_us: Vec<u64>,
    /// Wall microseconds of each exchange.
    pub wall_us: Vec<u64>,
    /// Bytes of stdout and stderr captured when this turn's request was first written: output
    /// before that offset was produced without this turn's input.
    pub stdout_at: usize,
    pub stderr_at: usize,
    /// The turn is `time_limit` because an exchange was idle: its wall time passed `idle_ms`
    /// while it used almost no CPU (it slept or blocked instead of computing).
    #[serde(default)]
    pub idle: bool,
}

/// The dialogue part of a [`RunReport`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DialogueReport {
    /// The ready line (`None` if the program never wrote one: it died or hung while loading).
    pub ready: Option<String>,
    /// CPU microseconds from exec to the ready line.
    pub load_cpu_us: u64,
    /// One report per turn, in order.
    pub turns: Vec<TurnReport>,
}

/// How an execution (or the compile step) ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ok,
    RuntimeError,
    TimeLimit,
    MemoryLimit,
    OutputLimit,
    CompileError,
    InternalError,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::RuntimeError => "runtime_error",
            Status::TimeLimit => "time_limit",
            Status::MemoryLimit => "memory_limit",
            Status::OutputLimit => "output_limit",
            Status::CompileError => "compile_error",
            Status::InternalError => "internal_error",
        }
    }
}

/// The result of one execution, in the exact shape of the `mashang-sandbox run` JSON contract.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunReport {
    pub status: Status,
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// True when stdout/stderr were cut at the output cap.
    pub truncated: bool,
    pub wall_ms: u64,
    pub cpu_ms: u64,
    pub memory_kb: u64,
    /// Compiler output (errors and warnings) when the language compiles, else `None`.
    pub compile_output: Option<String>,
    /// Set when the job had a [`Dialogue`]: what each exchange answered and cost.
    #[serde(default)]
    pub dialogue: Option<DialogueReport>,
}

/// The compile step's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompileReport {
    pub status: Status,
    pub output: String,
    pub wall_ms: u64,
    /// True when the artifact came from the cache and no compiler ran.
    pub cached: bool,
}

/// Everything a job produced: the compile step (if any) and one report per input.
/// When compilation fails, `runs` holds a single report with status `compile_error`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobReport {
    pub compile: Option<CompileReport>,
    pub runs: Vec<RunReport>,
}
