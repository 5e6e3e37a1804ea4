//! Benchmark of the LLM interviewer (`cargo bench --bench llm`): prompt size at round 20 against
//! round 3 (layered memory keeps it flat), model calls per round, and the time the core spends per
//! turn excluding the model — all through the real engine (state machine, SQLite store, brain,
//! prompt building, guards) with an in-process model that answers instantly and on contract, so
//! the model's own latency is excluded by construction and what is left is the core.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use mashang_core::brain::hook::LlmHook;
use mashang_core::brain::{Brain, BrainConfig};
use mashang_core::engine::{
    Engine, EngineParts, EngineSettings, FairQueue, QueueLimits, RateRule, VecOutbox,
};
use mashang_core::interviewer::{
    ComplexityEvidence, Evidence, FailingCase, GradeRequest, Grader, Level, QuestionBank,
    QuestionBrief, QuestionKind, QuestionText, Role, RubricPoint, Sample, Verdict,
};
use mashang_core::llm::{
    CallKind, ChatMessage, Completion, Llm, LlmError, Usage, estimate_prompt_tokens,
};
use mashang_core::memory::ToolFailure;
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_core::preset;
use mashang_core::session::UserKey;
use mashang_i18n::Locale;
use mashang_store_sqlite::SqliteStore;

const ROUNDS: u8 = 20;

struct Bank(Vec<QuestionBrief>);

impl QuestionBank for Bank {
    fn briefs(&self) -> &[QuestionBrief] {
        &self.0
    }
    fn text(&self, id: &str, _: Locale, _: &str) -> Option<QuestionText> {
        Some(QuestionText {
            title: format!("Question {id}"),
            statement: "Given an array of integers `nums` and an integer `target`, return the indices of the two numbers \
                        that add up to `target`. Each input has exactly one solution; do not use an element twice."
                .into(),
            samples: vec![Sample {
                input: "[[2, 7, 11, 15], 9]".into(),
                output: "[0, 1]".into(),
                example: None,
            }],
            expected_time: Some("O(n)".into()),
            starter: None,
        })
    }
    fn hint(&self, id: &str, i: usize, _: Locale) -> Option<String> {
        Some(format!("hint {i} of {id}"))
    }
    fn follow_up(&self, id: &str, i: usize, _: Locale) -> Option<String> {
        Some(format!("What if the input of {id} were a stream (follow-up {i})?"))
    }
    fn rubric(&self, _: &str, _: Locale) -> Vec<RubricPoint> {
        Vec::new()
    }
}

/// First submission of a question fails on a counterexample, the second is accepted.
struct Grades;

#[async_trait::async_trait]
impl Grader for Grades {
    async fn grade(&self, r: &GradeRequest, _: Arc<dyn Executor>) -> Result<Evidence, ToolFailure> {
        let wrong = r.code.contains("WRONG");
        Ok(Evidence {
            verdict: if wrong { Verdict::WrongAnswer } else { Verdict::Accepted },
            passed: if wrong { 9 } else { 14 },
            total: 14,
            failing: wrong.then(|| FailingCase {
                name: "counterexample".into(),
                input: "[[3, 3], 6]".into(),
                expected: Some("[0, 1]".into()),
                actual: Some("[0, 0]".into()),
            }),
            complexity: Some(ComplexityEvidence {
                exponent: 1.04,
                label: "looks linear".into(),
                expected: "O(n)".into(),
                acceptable: true,
            }),
            style: vec!["line 2: name `d` is too short (naming)".into()],
            compile_output: None,
            missing_points: Vec::new(),
            tests: Vec::new(),
            complexity_unproven: false,
        })
    }
}

struct NoExec;

#[async_trait::async_trait]
impl Executor for NoExec {
    async fn run_job(&self, _: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::Unavailable("benchmark".into()))
    }
}

/// An instant model that plays along: the first allowed action, valid reviews. Records the prompt
/// size of every decision and the time spent inside it (to subtract).
#[derive(Default)]
struct PlayAlong {
    calls: AtomicU64,
    nanos: AtomicU64,
    decisions: std::sync::Mutex<Vec<usize>>,
}

fn data_of(messages: &[ChatMessage]) -> serde_json::Value {
    let c = &messages.last().map(|m| m.content.as_str()).unwrap_or("");
    match (c.find("<data>"), c.find("</data>")) {
        (Some(a), Some(b)) => serde_json::from_str(&c[a + 6..b]).unwrap_or_default(),
        _ => serde_json::Value::Null,
    }
}

#[async_trait::async_trait]
impl Llm for PlayAlong {
    async fn chat(&self, messages: &[ChatMessage], kind: CallKind) -> Result<Completion, LlmError> {
        let started = Instant::now();
        self.calls.fetch_add(1, Ordering::Relaxed);
        let data = data_of(messages);
        let content = if kind == CallKind::Review {
            let facts = data["evidence"].as_array().cloned().unwrap_or_default();
            let scores: Vec<serde_json::Value> = facts
                .iter()
                .take(1)
                .map(|f| serde_json::json!({"dimension": f["dimension"], "score": 3, "evidence": [f["id"]], "rationale": "from the evidence"}))
                .collect();
            serde_json::json!({"scores": scores, "summary": "ok"}).to_string()
        } else {
            self.decisions.lock().unwrap().push(estimate_prompt_tokens(messages));
            let action = data["allowed_actions"][0].as_str().unwrap_or("follow_up").to_string();
            serde_json::json!({"action": action, "say": "Walk me through the failing input: why does it return that?"}).to_string()
        };
        let usage = Usage {
            prompt_tokens: estimate_prompt_tokens(messages) as u64,
            completion_tokens: 30,
            estimated: false,
        };
        self.nanos.fetch_add(started.elapsed().as_nanos() as u64, Ordering::Relaxed);
        Ok(Completion { content, usage, finish_reason: Some("stop".into()) })
    }
}

fn percentile(xs: &mut [Duration], p: f64) -> Duration {
    xs.sort();
    xs[((xs.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let briefs: Vec<QuestionBrief> = (0..ROUNDS + 2)
        .map(|i| QuestionBrief {
            id: format!("q{i:02}"),
            roles: vec![Role::Algorithm],
            level: Level::Junior,
            topics: vec![
                ["array", "hash-map", "graph", "dp", "string"][usize::from(i) % 5].to_string(),
            ],
            kind: QuestionKind::Code,
            languages: vec!["python".into()],
            hints: 3,
            follow_ups: 1,
            vocabulary: Vec::new(),
            complexity_measured: true,
        })
        .collect();
    let model = Arc::new(PlayAlong::default());
    let brain = Arc::new(Brain::new(model.clone(), BrainConfig::default()));
    let mut persona = preset::builtin();
    persona.rules.rounds = ROUNDS;
    let engine = Engine::new(EngineParts {
        store: Arc::new(SqliteStore::open(dir.path()).await.expect("store")),
        bank: Arc::new(Bank(briefs)),
        grader: Arc::new(Grades),
        queue: FairQueue::new(Arc::new(NoExec), QueueLimits { slots: 1, per_user: 4, total: 16 }),
        persona,
        settings: EngineSettings {
            message_rate: RateRule { burst: 100_000, per_minute: 0 },
            submission_rate: RateRule { burst: 100_000, per_minute: 0 },
            ..EngineSettings::default()
        },
        clock: Arc::new(mashang::app::SystemClock),
    })
    .with_llm(Arc::new(LlmHook::new(brain, None)));
    let user = UserKey::new("bench", "llm");
    let out = VecOutbox::default();
    let mut turn_core = Vec::new();
    let turn = |text: String| {
        let engine = &engine;
        let user = &user;
        let out = &out;
        let model = Arc::clone(&model);
        async move {
            let before = model.nanos.load(Ordering::Relaxed);
            let started = Instant::now();
            engine.handle(user, &text, out).await;
            let model_ns = model.nanos.load(Ordering::Relaxed) - before;
            started.elapsed().saturating_sub(Duration::from_nanos(model_ns))
        }
    };
    turn_core.push(turn("/interview algorithm junior python".into()).await);
    let mut calls_at_round = vec![0u64];
    for round in 1..=ROUNDS {
        turn_core.push(turn(format!("Round {round}: I keep a hash map from value to index; one pass, O(n) time and space. Empty input and duplicates are the edge cases.")).await);
        turn_core.push(
            turn("```python\ndef two_sum(nums, target):\n    return WRONG\n```".into()).await,
        );
        turn_core.push(turn("The duplicate case: I check the map before inserting, so [3, 3] returns [0, 0]. I'll insert after checking.".into()).await);
        turn_core.push(turn("```python\ndef two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n```".into()).await);
        turn_core.push(turn("For a stream I would keep the map bounded and evict old entries; still O(1) per element.".into()).await);
        calls_at_round.push(model.calls.load(Ordering::Relaxed));
    }
    let replies = out.take();
    assert!(
        replies.iter().any(|r| r.text.contains("Report")),
        "the interview finished with a report"
    );
    let decisions = model.decisions.lock().unwrap().clone();
    // Decision prompts per round: 4 in this script (question shown, explanation, judge, answer).
    let per_round = decisions.len() / usize::from(ROUNDS);
    let mean = |r: usize| {
        decisions[(r - 1) * per_round..r * per_round].iter().sum::<usize>() as f64
            / per_round as f64
    };
    let (r3, r20) = (mean(3), mean(20));
    let total_calls = *calls_at_round.last().unwrap();
    println!("LLM interviewer benchmark ({ROUNDS} rounds, in-process instant model, SQLite store)");
    println!(
        "  prompt tokens per decision: round 3 = {r3:.0}, round 20 = {r20:.0}, ratio = {:.3} (target <= 1.2)",
        r20 / r3
    );
    println!(
        "  model calls per round: {:.2} (decisions {}, reviewer 1, total {total_calls} over {ROUNDS} rounds)",
        total_calls as f64 / f64::from(ROUNDS),
        decisions.len()
    );
    let n = turn_core.len();
    let (p50, p90, p99) = (
        percentile(&mut turn_core, 0.5),
        percentile(&mut turn_core, 0.9),
        percentile(&mut turn_core, 0.99),
    );
    println!(
        "  core time per turn excluding the model ({n} turns): p50 {p50:?}, p90 {p90:?}, p99 {p99:?}"
    );
}
