//! A judged run as ONE sandbox dialogue (`Job.dialogue`, see crates/sandbox/src/protocol.rs): the driver
//! loads, says it is ready, then gets one request per test and answers each before it sees the
//! next, so it never holds an input ahead of its turn. The supervisor measures each exchange's CPU
//! time from outside and kills a run over its limits; this module builds the turns and reads the
//! replies back into raw material (values, errors, observations, times) for verdict.rs.

use serde_json::{Value, json};

use super::harness::{self, Program};
use super::inplace;
use super::run::{
    Data, Execution, Planned, REPLY_TOO_LARGE, Raw, RunSpec, exec_error, limits, reply_budget, tail,
};
use super::{JudgeError, StyleFinding, TestOrigin};
use crate::exec::{ExecError, Executor, Job, JobFile, Status};
use crate::problem::CodeTests;
use crate::problem::inplace::Answer;
use mashang_protocol::{Dialogue, DialogueReport, Turn, TurnReport, TurnState};

/// Code tests' `load` turns get this much CPU (compiling a test file is quick; a hostile load is
/// stopped here rather than at the job budget).
const LOAD_LIMIT_MS: u64 = 5_000;

/// What a turn is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// The planned test with this index.
    Test(usize),
    /// Loading the sample test file (public).
    LoadSamples,
    /// Loading the hidden test file.
    LoadHidden,
}

/// CPU ms after which one exchange is killed: over the limit by half (a verdict of time_limit
/// needs only "over the limit"; the margin keeps the measured time honest to report).
fn kill_ms(limit_ms: u64) -> u64 {
    limit_ms.saturating_mul(3) / 2 + 50
}

/// Wall ms after which one exchange is killed: a backstop for programs that compute slowly or in
/// bursts, several times the CPU kill so that a loaded host (2.5–4× slower in wall time) never
/// decides a verdict. Sleeping is stopped far sooner by the idle rule ([`idle_ms`]), and the
/// whole dialogue by its wall budget (`run::limits`).
fn wall_ms(kill_ms: u64) -> u64 {
    kill_ms.saturating_mul(6).saturating_add(2_000)
}

/// Wall ms after which an exchange that is not computing is stopped as idle (the sandbox's rule:
/// under 1/8 of its wall time in CPU). Half the test's limit, at least [`IDLE_FLOOR_MS`]: a program
/// that waits as long as half its CPU limit instead of computing is over its time, and an honest
/// one computes all along, so no load on the host makes it idle.
pub(crate) fn idle_ms(limit_ms: u64) -> u64 {
    (limit_ms / 2).max(IDLE_FLOOR_MS)
}

/// The least wall time any exchange waits before the idle rule may stop it.
const IDLE_FLOOR_MS: u64 = 250;

/// Loading (the runtime's start, compiling test files) may wait this long before it is idle:
/// start-up reads files, which on a cold cache is waiting rather than computing.
const LOAD_IDLE_MS: u64 = 5_000;

fn turn(request: String, limit_ms: u64) -> Turn {
    let kill = kill_ms(limit_ms);
    Turn {
        request,
        limit_ms,
        kill_ms: kill,
        wall_ms: wall_ms(kill),
        repeat: 1,
        repeat_budget_ms: None,
        optional: false,
        idle_ms: Some(idle_ms(limit_ms)),
    }
}

/// The turn of one planned test. A probe measurement is optional and repeated within its budget;
/// it never stops the dialogue (its limit is its kill), so the large stress tests after it run.
fn test_turn(spec: &RunSpec<'_>, p: &Planned) -> Turn {
    let input = match &p.input {
        Data::Json(v) => v.clone(),
        Data::Text(s) => Value::String(s.clone()),
        Data::AnyOf(vs) => Value::Array(vs.clone()),
    };
    let request = harness::request(spec.lang, spec.shape, &input);
    match p.probe {
        Some((repeat, budget_ms)) => {
            let kill = kill_ms(p.limit_ms).max(spec.probe_total_ms);
            Turn {
                limit_ms: kill,
                kill_ms: kill,
                wall_ms: wall_ms(kill),
                repeat: repeat.max(1),
                repeat_budget_ms: Some(budget_ms),
                optional: true,
                ..turn(request, p.limit_ms)
            }
        }
        None => turn(request, p.limit_ms),
    }
}

/// Turns in order with what each is for. Code tests: load the samples, run them, then load the
/// hidden file and run its tests, so hidden test code enters the process only after every sample
/// (whose output may be shown) is done.
fn plan(spec: &RunSpec<'_>, suite: Option<&CodeTests>) -> Vec<(Role, Turn)> {
    let Some(suite) = suite else {
        return spec
            .planned
            .iter()
            .enumerate()
            .map(|(i, p)| (Role::Test(i), test_turn(spec, p)))
            .collect();
    };
    let line = |v: Value| format!("{v}\n");
    let load =
        |src: &str, file: &str| turn(line(json!({"load": src, "file": file})), LOAD_LIMIT_MS);
    let mut out = vec![(Role::LoadSamples, load(&suite.samples, &suite.samples_file))];
    let mut hidden_loaded = false;
    for (i, p) in spec.planned.iter().enumerate() {
        if p.origin != TestOrigin::Sample && !hidden_loaded {
            out.push((Role::LoadHidden, load(&suite.hidden, &suite.hidden_file)));
            hidden_loaded = true;
        }
        out.push((Role::Test(i), turn(line(json!({"test": p.name})), p.limit_ms)));
    }
    out
}

/// Whether what the program writes during this turn may be shown: only sample tests (and loading
/// the sample file) happen before any hidden input or hidden test code is in the process.
fn public(role: Role, planned: &[Planned]) -> bool {
    match role {
        Role::Test(i) => planned[i].origin == TestOrigin::Sample && planned[i].probe.is_none(),
        Role::LoadSamples => true,
        Role::LoadHidden => false,
    }
}

pub(crate) async fn execute(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
    program: Program,
    suite: Option<&CodeTests>,
) -> Result<Execution, JudgeError> {
    let (roles, turns): (Vec<Role>, Vec<Turn>) = plan(spec, suite).into_iter().unzip();
    let mut files = program.files;
    files.push(JobFile {
        name: "header.json".into(),
        content: harness::header(spec.shape, spec.style),
    });
    let limits = limits(spec);
    let bytes: Vec<usize> = turns.iter().map(|t| t.request.len()).collect();
    let job = Job {
        lang: spec.lang.id().to_string(),
        source: program.source,
        files,
        limits: limits.clone(),
        compile_limits: None,
        inputs: Vec::new(),
        dialogue: Some(Dialogue {
            turns,
            optional_budget_ms: spec.probe_total_ms,
            // The job's wall limit (sized from its CPU budget) is the whole dialogue's.
            wall_budget_ms: limits.wall_ms,
            load_idle_ms: Some(LOAD_IDLE_MS),
        }),
    };
    let report = executor.run_job(job).await.map_err(exec_error)?;
    let mut ex = Execution {
        compile: report.compile.clone(),
        job_time_ms: limits.time_ms,
        measured_outside: true,
        results: vec![None; spec.planned.len()],
        ..Execution::default()
    };
    let Some(run) = report.runs.first() else {
        return Err(JudgeError::Internal("the sandbox returned no run".into()));
    };
    ex.run_status = Some(run.status);
    ex.exit = (run.exit_code, run.signal);
    ex.run_ms = run.wall_ms;
    if ex.compile_failed() || run.status == Status::CompileError {
        return Ok(ex);
    }
    if run.status == Status::InternalError {
        let detail = Some(tail(&run.stderr, 500));
        return Err(JudgeError::Executor(ExecError::SandboxInternal(detail)));
    }
    let Some(d) = &run.dialogue else {
        return Err(JudgeError::Internal("the sandbox returned no dialogue report".into()));
    };
    ex.stderr = tail(shown(&run.stderr, d, &roles, spec.planned), 4000);
    let mutates = match spec.shape {
        harness::Shape::Function { mutates: Some(m), .. } => Some(m.answer),
        _ => None,
    };
    read(&mut ex, d, &roles, &bytes, spec.planned, mutates);
    Ok(ex)
}

/// The part of `stderr` written before the first non-public request was sent (all of it when none
/// was): later output may depend on hidden inputs.
fn shown<'a>(stderr: &'a str, d: &DialogueReport, roles: &[Role], planned: &[Planned]) -> &'a str {
    let cut = roles
        .iter()
        .zip(&d.turns)
        .filter(|(_, t)| !matches!(t.state, TurnState::NotRun | TurnState::Skipped))
        .find(|(r, _)| !public(**r, planned))
        .map(|(_, t)| t.stderr_at);
    let mut end = cut.unwrap_or(stderr.len()).min(stderr.len());
    while !stderr.is_char_boundary(end) {
        end -= 1;
    }
    &stderr[..end]
}

/// The first test at or after planned index `from` that is a test (not a probe measurement): the
/// one reported as crashed when the run died at `from`.
fn next_test(planned: &[Planned], from: usize) -> Option<usize> {
    (from..planned.len()).find(|&i| planned[i].probe.is_none())
}

/// Fill `ex` from the dialogue report: the ready line, then each turn by its role.
fn read(
    ex: &mut Execution,
    d: &DialogueReport,
    roles: &[Role],
    bytes: &[usize],
    planned: &[Planned],
    mutates: Option<Answer>,
) {
    let Some(ready) = &d.ready else {
        // Died or hung while loading: the first test is the one that "crashed".
        ex.crashed_at = next_test(planned, 0);
        return;
    };
    match serde_json::from_str::<Value>(ready) {
        Ok(v) if v.get("load_error").is_some() => {
            let e = &v["load_error"];
            ex.load_error = Some(e.as_str().map(str::to_string).unwrap_or_else(|| e.to_string()));
        }
        Ok(v) if v.get("ready") == Some(&Value::Bool(true)) => {
            if let Some(s) = v.get("style") {
                ex.style =
                    serde_json::from_value::<Vec<StyleFinding>>(s.clone()).unwrap_or_default();
            }
        }
        _ => {
            ex.load_error =
                Some("the program did not start: its ready line is not the driver's".into())
        }
    }
    // The planned index the next turn belongs to (for a run that dies between tests).
    let mut next = 0;
    for ((role, t), &req) in roles.iter().zip(&d.turns).zip(bytes) {
        let died = t.state == TurnState::Died;
        match *role {
            Role::Test(i) => {
                next = i + 1;
                if died {
                    ex.crashed_at = next_test(planned, i);
                }
                ex.results[i] = raw(t, (req, reply_budget(&planned[i])), mutates);
            }
            Role::LoadSamples | Role::LoadHidden => {
                if died {
                    ex.crashed_at = next_test(planned, next);
                }
                let err = match (t.state, t.reply.as_deref()) {
                    (TurnState::Answered, Some(reply)) => reply_error(reply),
                    _ => None,
                };
                match (*role, err) {
                    (Role::LoadSamples, Some(e)) => ex.samples_load_error = Some(e),
                    (Role::LoadHidden, Some(_)) => ex.hidden_load_failed = true,
                    _ => {}
                }
            }
        }
    }
    // The dialogue stopped after a test over its limit: the rest was not sent. (After a death the
    // rest is not run either, but that is the crash's story.)
    let not_run = d.turns.iter().any(|t| t.state == TurnState::NotRun);
    ex.stopped = d.turns.iter().any(|t| t.state == TurnState::TimeLimit)
        || (not_run && ex.crashed_at.is_none() && ex.load_error.is_none());
}

/// The `err` of a reply to a `load` request (`None` when it loaded). An unreadable reply counts
/// as an error.
fn reply_error(reply: &str) -> Option<String> {
    match serde_json::from_str::<Value>(reply) {
        Ok(v) if v.get("loaded").is_some() => None,
        Ok(v) => Some(match v.get("err") {
            Some(Value::String(e)) => e.clone(),
            _ => "the tests did not load".into(),
        }),
        Err(_) => Some("the reply to loading the tests is not JSON".into()),
    }
}

fn ms(us: &[u64]) -> Vec<f64> {
    us.iter().map(|&u| u as f64 / 1000.0).collect()
}

/// One test's raw result from its turn: `None` when it never answered (died, or not run). In
/// place (`mutates`), the value is the answer built from the reported return value and state. A
/// reply over its `budget` of bytes is a wrong answer, never parsed.
fn raw(
    t: &TurnReport,
    (request_bytes, budget): (usize, Option<usize>),
    mutates: Option<Answer>,
) -> Option<Raw> {
    match t.state {
        TurnState::Died | TurnState::NotRun => None,
        TurnState::Skipped => Some(Raw { skipped: true, ..Raw::default() }),
        TurnState::TimeLimit => {
            Some(Raw { overtime: true, idle: t.idle, times: ms(&t.cpu_us), ..Raw::default() })
        }
        TurnState::Answered => {
            let reply = t.reply.as_deref().unwrap_or_default();
            let mut r =
                Raw { times: ms(&t.cpu_us), bytes: request_bytes + reply.len(), ..Raw::default() };
            if budget.is_some_and(|b| reply.len() > b) {
                r.wrong = Some(REPLY_TOO_LARGE.into());
                return Some(r);
            }
            let Ok(mut v) = serde_json::from_str::<Value>(reply) else {
                // The program chose these bytes after seeing the input: never quote them.
                if has_lone_surrogate(reply) {
                    // JSON (and JavaScript's `JSON.stringify`) writes half a surrogate pair as an
                    // escape; no right answer holds one, so it is a wrong answer, not a crash.
                    r.wrong = Some(LONE_SURROGATE.into());
                } else {
                    r.err = Some("the program's reply is not valid JSON".into());
                }
                return Some(r);
            };
            r.own_ms = v.get("t").and_then(Value::as_f64);
            r.err = v
                .get("err")
                .map(|e| e.as_str().map(str::to_string).unwrap_or_else(|| e.to_string()));
            // Taken out, not cloned: the reply's value is held once.
            r.obs = match v.get_mut("obs").map(Value::take) {
                Some(Value::Array(obs)) => Some(obs),
                _ => None,
            };
            if r.err.is_none() && v.get("v").is_none() && r.obs.is_none() {
                r.err = Some("the program's reply has no value".into());
            }
            match (mutates, &r.err) {
                (Some(mode), None) => match inplace::answer(mode, v.get("v"), v.get("m")) {
                    Ok(answer) => r.value = Some(Data::Json(answer)),
                    Err(e) => (r.value, r.wrong) = (None, Some(e.to_string())),
                },
                _ => r.value = v.get_mut("v").map(Value::take).map(Data::Json),
            }
            Some(r)
        }
    }
}

pub(crate) const LONE_SURROGATE: &str =
    "the program's reply has a string that is not valid Unicode (half of a surrogate pair)";

/// Whether a JSON text holds a `\uD800`–`\uDFFF` escape that is not half of a pair. JSON's
/// grammar allows it; Rust strings (so serde_json) do not.
fn has_lone_surrogate(text: &str) -> bool {
    let b = text.as_bytes();
    let unit = |at: usize| -> Option<u16> {
        let hex = text.get(at + 2..at + 6).filter(|_| b.get(at..at + 2) == Some(b"\\u"))?;
        hex.bytes().all(|c| c.is_ascii_hexdigit()).then(|| u16::from_str_radix(hex, 16).ok())?
    };
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        i += match unit(i) {
            Some(0xD800..=0xDBFF) if matches!(unit(i + 6), Some(0xDC00..=0xDFFF)) => 12,
            Some(0xD800..=0xDFFF) => return true,
            Some(_) => 6,
            // `\\`, `\"` and the other two-byte escapes: the second byte is never an escape's start.
            None => 2,
        };
    }
    false
}

#[cfg(test)]
#[path = "dialogue_tests.rs"]
mod tests;
