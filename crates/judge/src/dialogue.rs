//! A judged run as ONE sandbox dialogue (`Job.dialogue`, see crates/sandbox/src/protocol.rs): the driver
//! loads, says it is ready, then gets one request per test and answers each before it sees the
//! next, so it never holds an input ahead of its turn. The supervisor measures each exchange's CPU
//! time from outside and kills a run over its limits; this module builds the turns and reads the
//! replies back into raw material (values, errors, observations, times) for verdict.rs.

use serde_json::{Value, json};

use super::harness::{self, Program};
use super::inplace;
use super::run::{Data, Execution, Planned, Raw, RunSpec, exec_error, limits, tail};
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

/// Wall ms after which one exchange is killed: a backstop for sleeping or blocked programs,
/// several times the CPU kill so that a loaded host (2.5–4× slower in wall time) never decides a
/// verdict.
fn wall_ms(kill_ms: u64) -> u64 {
    kill_ms.saturating_mul(6).saturating_add(2_000)
}

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
        dialogue: Some(Dialogue { turns, optional_budget_ms: spec.probe_total_ms }),
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
                ex.results[i] = raw(t, req, mutates);
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
/// place (`mutates`), the value is the answer built from the reported return value and state.
fn raw(t: &TurnReport, request_bytes: usize, mutates: Option<Answer>) -> Option<Raw> {
    match t.state {
        TurnState::Died | TurnState::NotRun => None,
        TurnState::Skipped => Some(Raw { skipped: true, ..Raw::default() }),
        TurnState::TimeLimit => {
            Some(Raw { overtime: true, times: ms(&t.cpu_us), ..Raw::default() })
        }
        TurnState::Answered => {
            let reply = t.reply.as_deref().unwrap_or_default();
            let mut r =
                Raw { times: ms(&t.cpu_us), bytes: request_bytes + reply.len(), ..Raw::default() };
            let Ok(v) = serde_json::from_str::<Value>(reply) else {
                // The program chose these bytes after seeing the input: never quote them.
                r.err = Some("the program's reply is not valid JSON".into());
                return Some(r);
            };
            r.own_ms = v.get("t").and_then(Value::as_f64);
            r.err = v
                .get("err")
                .map(|e| e.as_str().map(str::to_string).unwrap_or_else(|| e.to_string()));
            r.obs = v.get("obs").and_then(Value::as_array).cloned();
            r.value = v.get("v").cloned().map(Data::Json);
            if r.err.is_none() && r.value.is_none() && r.obs.is_none() {
                r.err = Some("the program's reply has no value".into());
            }
            if let (Some(mode), None) = (mutates, &r.err) {
                match inplace::answer(mode, v.get("v"), v.get("m")) {
                    Ok(answer) => r.value = Some(Data::Json(answer)),
                    Err(e) => (r.value, r.wrong) = (None, Some(e.to_string())),
                }
            }
            Some(r)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;
    use crate::exec::{ExecError, JobReport, RunReport};
    use crate::harness::Shape;
    use crate::problem::{Lang, Type};

    /// Answers every job with `report` and keeps the job it was given.
    struct Fake {
        report: JobReport,
        seen: Mutex<Option<Job>>,
    }

    #[async_trait::async_trait]
    impl Executor for Fake {
        async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
            *self.seen.lock().unwrap() = Some(job);
            Ok(self.report.clone())
        }
    }

    fn run_report(dialogue: DialogueReport, stderr: &str) -> JobReport {
        JobReport {
            compile: None,
            runs: vec![RunReport {
                status: Status::Ok,
                exit_code: Some(0),
                signal: None,
                stdout: String::new(),
                stderr: stderr.into(),
                truncated: false,
                wall_ms: 50,
                cpu_ms: 40,
                memory_kb: 1000,
                compile_output: None,
                dialogue: Some(dialogue),
            }],
        }
    }

    fn answered(reply: &str, cpu_us: &[u64], stderr_at: usize) -> TurnReport {
        TurnReport {
            state: TurnState::Answered,
            reply: Some(reply.into()),
            cpu_us: cpu_us.to_vec(),
            wall_us: cpu_us.to_vec(),
            stdout_at: 0,
            stderr_at,
        }
    }

    fn not(state: TurnState) -> TurnReport {
        TurnReport {
            state,
            reply: None,
            cpu_us: vec![],
            wall_us: vec![],
            stdout_at: 0,
            stderr_at: 0,
        }
    }

    fn planned(name: &str, origin: TestOrigin, args: Value, probe: Option<(u32, u64)>) -> Planned {
        Planned {
            name: name.into(),
            origin,
            input: Data::Json(args),
            expected: None,
            limit_ms: 1_000,
            size: probe.map(|_| 2000),
            probe,
        }
    }

    fn shape() -> Shape {
        Shape::Function {
            name: "two_sum".into(),
            params: vec![],
            returns: Type::parse("list<int>").unwrap(),
            mutates: None,
        }
    }

    async fn judge_with(
        report: JobReport,
        plan: &[Planned],
        suite: Option<&CodeTests>,
    ) -> (Job, Execution) {
        judge_shape(report, plan, suite, shape()).await
    }

    async fn judge_shape(
        report: JobReport,
        plan: &[Planned],
        suite: Option<&CodeTests>,
        shape: Shape,
    ) -> (Job, Execution) {
        let fake = Fake { report, seen: Mutex::new(None) };
        let spec = RunSpec {
            lang: Lang::Python,
            shape: &shape,
            code: "def two_sum(a, b): pass",
            planned: plan,
            style: true,
            probe_total_ms: 4_000,
            memory_mb: 512,
            baseline: None,
        };
        let program = harness::program(Lang::Python, &shape, spec.code).unwrap();
        let ex = execute(&fake, &spec, program, suite).await.unwrap();
        let job = fake.seen.lock().unwrap().take().unwrap();
        (job, ex)
    }

    fn three() -> Vec<Planned> {
        vec![
            planned("example-1", TestOrigin::Sample, json!([[2, 7], 9]), None),
            planned("negatives", TestOrigin::Hidden, json!([[-3, 90], 87]), None),
            planned("probe-n2000", TestOrigin::Stress, json!([[1, 2, 3], 5]), Some((5, 1_000))),
        ]
    }

    #[tokio::test]
    async fn each_test_is_its_own_turn_and_no_request_carries_another_tests_input() {
        let d = DialogueReport {
            ready: Some(r#"{"ready":true}"#.into()),
            load_cpu_us: 1,
            turns: vec![],
        };
        let (job, _) = judge_with(run_report(d, ""), &three(), None).await;
        assert!(job.inputs.is_empty(), "no stdin holds inputs ahead of their turn");
        let header = job.files.iter().find(|f| f.name == "header.json").expect("header.json");
        assert!(header.content.contains(r#""mode":"function""#), "{}", header.content);
        let dialogue = job.dialogue.expect("a dialogue");
        let requests: Vec<&str> = dialogue.turns.iter().map(|t| t.request.as_str()).collect();
        assert_eq!(
            requests,
            [
                r#"{"args":[[2,7],9]}"#.to_owned() + "\n",
                r#"{"args":[[-3,90],87]}"#.to_owned() + "\n",
                r#"{"args":[[1,2,3],5]}"#.to_owned() + "\n"
            ]
        );
        let test = &dialogue.turns[0];
        assert_eq!(
            (test.limit_ms, test.kill_ms, test.repeat, test.optional),
            (1_000, 1_550, 1, false)
        );
        assert!(test.wall_ms >= 4 * test.kill_ms, "wall time is only a backstop");
        let probe = &dialogue.turns[2];
        assert!(probe.optional && probe.repeat == 5 && probe.repeat_budget_ms == Some(1_000));
        assert!(probe.limit_ms >= probe.kill_ms, "a probe never stops the tests after it");
        assert_eq!(dialogue.optional_budget_ms, 4_000);
    }

    #[tokio::test]
    async fn replies_give_values_errors_and_the_supervisors_cpu_and_only_public_stderr() {
        let stderr = "sample print\nhidden print -3 90\n";
        let d = DialogueReport {
            ready: Some(r#"{"ready":true,"style":[{"tool":"python-ast","rule":"naming","line":1,"message":"m"}]}"#.into()),
            load_cpu_us: 1,
            turns: vec![
                answered(r#"{"v":[0,1],"t":0.5}"#, &[900], 0),
                answered(r#"{"err":"ValueError: x (solution.py line 2)","t":0.1}"#, &[1_500], 13),
                answered(r#"{"v":[1,2],"t":0.0}"#, &[2_000, 1_800, 1_900], 32),
            ],
        };
        let (_, ex) = judge_with(run_report(d, stderr), &three(), None).await;
        assert_eq!(ex.stderr, "sample print\n", "output after the first hidden request is cut");
        assert_eq!(ex.style.len(), 1);
        let r0 = ex.results[0].as_ref().unwrap();
        assert_eq!(
            (r0.value.clone(), r0.times.clone(), r0.own_ms),
            (Some(Data::Json(json!([0, 1]))), vec![0.9], Some(0.5))
        );
        assert!(ex.results[1].as_ref().unwrap().err.as_deref().unwrap().starts_with("ValueError"));
        assert_eq!(ex.results[2].as_ref().unwrap().times, vec![2.0, 1.8, 1.9]);
        assert!(ex.measured_outside && ex.crashed_at.is_none() && !ex.stopped);
    }

    #[tokio::test]
    async fn a_run_that_dies_marks_that_test_and_one_over_its_limit_stops_the_rest() {
        let d = DialogueReport {
            ready: Some(r#"{"ready":true}"#.into()),
            load_cpu_us: 1,
            turns: vec![
                answered(r#"{"v":[0,1],"t":1}"#, &[900], 0),
                not(TurnState::Died),
                not(TurnState::NotRun),
            ],
        };
        let (_, ex) = judge_with(run_report(d, ""), &three(), None).await;
        assert_eq!(ex.crashed_at, Some(1));
        assert!(ex.results[1].is_none() && !ex.stopped);
        let d = DialogueReport {
            ready: Some(r#"{"ready":true}"#.into()),
            load_cpu_us: 1,
            turns: vec![not(TurnState::TimeLimit), not(TurnState::NotRun), not(TurnState::NotRun)],
        };
        let (_, ex) = judge_with(run_report(d, ""), &three(), None).await;
        assert!(ex.stopped && ex.results[0].as_ref().unwrap().overtime);
        let d =
            DialogueReport { ready: None, load_cpu_us: 1, turns: vec![not(TurnState::NotRun); 3] };
        let (_, ex) = judge_with(run_report(d, ""), &three(), None).await;
        assert_eq!(ex.crashed_at, Some(0), "died while loading: the first test takes the crash");
    }

    #[tokio::test]
    async fn code_tests_load_the_samples_run_them_and_only_then_load_the_hidden_file() {
        let suite = CodeTests {
            samples: "def test_a(): observe(1)\n".into(),
            hidden: "def test_b(): observe(SECRET)\n".into(),
            samples_file: "samples.py".into(),
            hidden_file: "test.py".into(),
        };
        let plan = vec![
            planned("test_a", TestOrigin::Sample, Value::Null, None),
            planned("test_b", TestOrigin::Hidden, Value::Null, None),
        ];
        let d = DialogueReport {
            ready: Some(r#"{"ready":true}"#.into()),
            load_cpu_us: 1,
            turns: vec![
                answered(r#"{"loaded":["test_a"]}"#, &[100], 0),
                answered(r#"{"obs":[1],"t":0.1}"#, &[100], 0),
                answered(r#"{"err":"NameError: name 'SECRET' is not defined"}"#, &[100], 0),
                answered(r#"{"err":"NameError: no test named `test_b`","obs":[]}"#, &[100], 0),
            ],
        };
        let (job, ex) = judge_with(run_report(d, ""), &plan, Some(&suite)).await;
        let turns = job.dialogue.unwrap().turns;
        let kinds: Vec<Value> =
            turns.iter().map(|t| serde_json::from_str(&t.request).unwrap()).collect();
        assert_eq!(kinds[0]["file"], "samples.py");
        assert_eq!(kinds[1], json!({"test": "test_a"}));
        assert_eq!(kinds[2]["file"], "test.py");
        assert_eq!(kinds[3], json!({"test": "test_b"}));
        assert!(
            !job.files.iter().any(|f| f.content.contains("SECRET")),
            "test code only in requests"
        );
        assert_eq!(ex.results[0].as_ref().unwrap().obs, Some(vec![json!(1)]));
        assert!(ex.hidden_load_failed && ex.samples_load_error.is_none());
    }

    #[tokio::test]
    async fn in_place_replies_become_the_answer_and_a_bad_length_is_wrong_not_an_error() {
        use crate::harness::Typed;
        use crate::problem::inplace::{Answer, Mutation};
        let list = Type::parse("list<int>").unwrap();
        let shape = Shape::Function {
            name: "remove_duplicates".into(),
            params: vec![Typed { name: "nums".into(), ty: list.clone() }],
            returns: Type::Int,
            mutates: Some(Mutation { index: 0, ty: list, answer: Answer::Prefix }),
        };
        let plan: Vec<Planned> = ["a", "b", "c"]
            .iter()
            .map(|n| planned(n, TestOrigin::Hidden, json!([[1, 1, 2]]), None))
            .collect();
        let d = DialogueReport {
            ready: Some(r#"{"ready":true}"#.into()),
            load_cpu_us: 1,
            turns: vec![
                answered(r#"{"v":2,"m":[1,2,2],"t":0.1}"#, &[100], 0),
                answered(r#"{"v":4,"m":[1,2,2],"t":0.1}"#, &[100], 0),
                answered(r#"{"v":2,"t":0.1}"#, &[100], 0),
            ],
        };
        let (job, ex) = judge_shape(run_report(d, ""), &plan, None, shape).await;
        let header = job.files.iter().find(|f| f.name == "header.json").unwrap();
        assert!(header.content.contains(r#""mutates":0"#), "{}", header.content);
        let r: Vec<&Raw> = ex.results.iter().map(|r| r.as_ref().unwrap()).collect();
        assert_eq!(r[0].value, Some(Data::Json(json!([1, 2]))), "the first k elements");
        assert!(r[1].err.is_none() && r[1].value.is_none());
        assert_eq!(
            r[1].wrong.as_deref(),
            Some("the returned length 4 is longer than the argument (3 elements)")
        );
        assert!(r[2].wrong.as_deref().is_some_and(|w| w.contains("did not report")));
    }
}
