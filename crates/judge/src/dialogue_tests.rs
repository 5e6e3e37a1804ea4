//! The dialogue judge's unit tests: turns built from the plan, replies read back, against a fake
//! executor.

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
        idle: false,
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
        idle: false,
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
    let d =
        DialogueReport { ready: Some(r#"{"ready":true}"#.into()), load_cpu_us: 1, turns: vec![] };
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
    assert_eq!((test.limit_ms, test.kill_ms, test.repeat, test.optional), (1_000, 1_550, 1, false));
    assert!(test.wall_ms >= 4 * test.kill_ms, "wall time is only a backstop");
    let probe = &dialogue.turns[2];
    assert!(probe.optional && probe.repeat == 5 && probe.repeat_budget_ms == Some(1_000));
    assert!(probe.limit_ms >= probe.kill_ms, "a probe never stops the tests after it");
    assert_eq!(dialogue.optional_budget_ms, 4_000);
}

#[tokio::test]
async fn the_whole_dialogue_shares_one_wall_budget_sized_from_its_cpu_budget() {
    let d =
        DialogueReport { ready: Some(r#"{"ready":true}"#.into()), load_cpu_us: 1, turns: vec![] };
    let (job, _) = judge_with(run_report(d, ""), &three(), None).await;
    let dialogue = job.dialogue.expect("a dialogue");
    // The job's wall limit, a multiple of its CPU budget plus a start-up floor, is the budget
    // of the whole dialogue: not a multiple per exchange.
    assert_eq!(dialogue.wall_budget_ms, job.limits.wall_ms);
    assert_eq!(job.limits.wall_ms, Some(crate::run::wall_budget_ms(job.limits.time_ms)));
    let per_exchange: u64 = dialogue.turns.iter().map(|t| t.wall_ms).sum();
    assert!(dialogue.wall_budget_ms < Some(per_exchange + 2 * job.limits.time_ms));
    // Every exchange is watched for idling: after half its limit (at least a floor).
    for t in &dialogue.turns {
        assert!(t.idle_ms.is_some_and(|i| i >= 250 && i < t.kill_ms), "{t:?}");
    }
    assert_eq!(dialogue.turns[0].idle_ms, Some(500));
    assert!(dialogue.load_idle_ms.is_some());
}

#[tokio::test]
async fn an_idle_test_is_a_time_limit_that_says_it_waited() {
    let d = DialogueReport {
        ready: Some(r#"{"ready":true}"#.into()),
        load_cpu_us: 1,
        turns: vec![
            answered(r#"{"v":[0,1]}"#, &[100], 0),
            TurnReport {
                cpu_us: vec![2_000],
                wall_us: vec![500_000],
                idle: true,
                ..not(TurnState::TimeLimit)
            },
            not(TurnState::NotRun),
        ],
    };
    let mut report = run_report(d, "");
    report.runs[0].status = Status::TimeLimit;
    let (_, ex) = judge_with(report, &three(), None).await;
    let raw = ex.results[1].as_ref().expect("the idle test has a result");
    assert!(raw.overtime && raw.idle, "{raw:?}");
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
    let d = DialogueReport { ready: None, load_cpu_us: 1, turns: vec![not(TurnState::NotRun); 3] };
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
    assert!(!job.files.iter().any(|f| f.content.contains("SECRET")), "test code only in requests");
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

#[tokio::test]
async fn a_reply_far_larger_than_any_right_answer_is_wrong_and_never_parsed() {
    let mut plan = three();
    plan[1].expected = Some(Data::Json(json!([0, 1])));
    let budget = reply_budget(&plan[1]).unwrap();
    // Valid JSON just over the budget, and (for the probe, sized by its request) far over it.
    let zeros = |n: usize| format!(r#"{{"v":[{}0]}}"#, "0,".repeat(n));
    let over = zeros(budget / 2 + 1);
    let d = DialogueReport {
        ready: Some(r#"{"ready":true}"#.into()),
        load_cpu_us: 1,
        turns: vec![
            answered(&zeros(10), &[900], 0),
            answered(&over, &[900], 0),
            answered(&zeros(budget), &[900], 0),
        ],
    };
    let (_, ex) = judge_with(run_report(d, ""), &plan, None).await;
    assert!(ex.results[0].as_ref().unwrap().value.is_some(), "no expected answer: read as is");
    for i in [1, 2] {
        let r = ex.results[i].as_ref().unwrap();
        assert_eq!(r.wrong.as_deref(), Some(REPLY_TOO_LARGE), "test {i}");
        assert!(r.value.is_none() && r.err.is_none(), "test {i}: nothing of it was read");
    }
}

#[tokio::test]
async fn a_reply_with_half_a_surrogate_pair_is_a_wrong_answer_not_a_crash() {
    let plan = three();
    // A JavaScript program that reverses a string by code units splits "😀" into two halves; a
    // whole pair (and an escaped backslash before a `u`) is read as usual.
    let d = DialogueReport {
        ready: Some(r#"{"ready":true}"#.into()),
        load_cpu_us: 1,
        turns: vec![
            answered(r#"{"v":"\ude00\ud83d"}"#, &[900], 0),
            answered(r#"{"v":"a\ud83d\ude00"}"#, &[900], 0),
            answered(r#"{"v":"\\ud83d"}"#, &[900], 0),
        ],
    };
    let (_, ex) = judge_with(run_report(d, ""), &plan, None).await;
    let lone = ex.results[0].as_ref().unwrap();
    assert_eq!(lone.wrong.as_deref(), Some(LONE_SURROGATE));
    assert!(lone.err.is_none(), "not a runtime error");
    for (i, want) in [(1, "a😀"), (2, "\\ud83d")] {
        let r = ex.results[i].as_ref().unwrap();
        assert_eq!(r.value, Some(Data::Json(json!(want))), "test {i}");
        assert!(r.wrong.is_none() && r.err.is_none(), "test {i}");
    }
}

#[test]
fn lone_surrogates_are_told_from_pairs_and_escaped_backslashes() {
    for (text, lone) in [
        (r#""\ud83d""#, true),
        (r#""\ude00x""#, true),
        (r#""\ud83d\u0041""#, true),
        (r#""\ud83d\ude00""#, false),
        (r#""\\ud83d""#, false),
        (r#""\\\ud83d""#, true),
        (r#""\u00e9\n\"""#, false),
        (r#""\ud83"#, false),
    ] {
        assert_eq!(has_lone_surrogate(text), lone, "{text}");
    }
}
