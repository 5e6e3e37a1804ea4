//! What the user sees of the model. Facts never wait for it: a question and a verdict reach the
//! user while the model is still thinking (held until the test lets it answer), and its line
//! follows them. A model that fails after facts is dropped without a notice; where its words are
//! the reply (a follow-up to the candidate's text) the user is told once that it is unavailable —
//! and only then: a model that answered with unusable lines is not called unavailable.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use mashang_core::brain::hook::LlmHook;
use mashang_core::engine::{Engine, Outbox, Reply, ReplyKind};
use mashang_core::llm::{CallKind, ChatMessage, Completion, Llm, LlmError};
use mashang_core::session::UserKey;
use tokio::sync::{Semaphore, mpsc};

use crate::llm_brain::brain;

/// A model that answers only when the test releases a permit (or fails at once with `fail`).
struct HeldModel {
    permits: Semaphore,
    calls: AtomicUsize,
    fail: Option<LlmError>,
}

impl HeldModel {
    fn new(fail: Option<LlmError>) -> Arc<Self> {
        Arc::new(HeldModel { permits: Semaphore::new(0), calls: AtomicUsize::new(0), fail })
    }
}

/// Different questions, so the gate's repetition check lets each through.
const LINES: [&str; 3] = [
    "Which invariant keeps your loop correct?",
    "What does the function return for an empty list, and why?",
    "How would you test the case [2, 2] before submitting?",
];

#[async_trait::async_trait]
impl Llm for HeldModel {
    async fn chat(&self, messages: &[ChatMessage], _: CallKind) -> Result<Completion, LlmError> {
        let n = self.calls.fetch_add(1, Ordering::SeqCst) + 1;
        if let Some(e) = &self.fail {
            return Err(e.clone());
        }
        self.permits.acquire().await.expect("semaphore open").forget();
        let intro = messages.iter().any(|m| m.content.contains("question_shown"));
        let action = if intro { "ask_question" } else { "follow_up" };
        let say = format!("[held {n}] {}", LINES[(n - 1) % LINES.len()]);
        Ok(Completion {
            content: serde_json::json!({ "action": action, "say": say }).to_string(),
            usage: Default::default(),
            finish_reason: Some("stop".into()),
        })
    }
}

/// An outbox the test reads as replies arrive.
struct Channel(mpsc::UnboundedSender<Reply>);

impl Outbox for Channel {
    fn send(&self, reply: Reply) {
        let _ = self.0.send(reply);
    }
}

/// Receives replies until one contains `needle`; returns everything received (progress
/// indicators left out). Panics when the engine stops sending first: `what` then waited.
async fn until(rx: &mut mpsc::UnboundedReceiver<Reply>, needle: &str, what: &str) -> Vec<String> {
    let mut got = Vec::new();
    loop {
        // A deadlock guard, not a latency assertion: the engine holding the reply for the model
        // would never send it, since the model answers only after this returns.
        let reply = tokio::time::timeout(Duration::from_secs(120), rx.recv())
            .await
            .unwrap_or_else(|_| panic!("{what} waited for the model; got so far: {got:#?}"))
            .unwrap_or_else(|| panic!("the turn ended before {needle:?}: {got:#?}"));
        if reply.kind == ReplyKind::Progress && reply.text.is_empty() {
            continue;
        }
        let found = reply.text.contains(needle);
        got.push(reply.text);
        if found {
            return got;
        }
    }
}

async fn engine_on(dir: &std::path::Path, llm: Arc<dyn Llm>) -> Arc<Engine> {
    let hook = Arc::new(LlmHook::new(Arc::new(brain(llm)), None));
    crate::support::app_with_llm(dir, hook).await.services.engine
}

fn spawn_turn(
    engine: &Arc<Engine>,
    user: &UserKey,
    text: &str,
    tx: &mpsc::UnboundedSender<Reply>,
) -> tokio::task::JoinHandle<()> {
    let (engine, user, text, out) =
        (Arc::clone(engine), user.clone(), text.to_string(), Channel(tx.clone()));
    tokio::spawn(async move {
        engine.handle(&user, &text, &out).await;
    })
}

const WRONG: &str = "```python\ndef solve(nums):\n    return WRONG\n```";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_and_a_verdict_reach_the_user_before_the_model_answers_and_its_line_follows() {
    let model = HeldModel::new(None);
    let dir = tempfile::tempdir().unwrap();
    let engine = engine_on(dir.path(), model.clone()).await;
    let user = UserKey::new("sim", "facts-first");
    let (tx, mut rx) = mpsc::unbounded_channel();

    let turn =
        spawn_turn(&engine, &user, "/interview algorithm junior python problem=q-array", &tx);
    let got = until(&mut rx, "Question 1/", "the question").await;
    assert!(
        !got.iter().any(|m| m.contains("[held")),
        "no model line before the question: {got:#?}"
    );
    model.permits.add_permits(1);
    let got = until(&mut rx, "[held", "the model's introduction").await;
    assert_eq!(got.len(), 1, "the model's line comes right after the question: {got:#?}");
    turn.await.unwrap();

    let turn = spawn_turn(&engine, &user, WRONG, &tx);
    let got = until(&mut rx, "Your code fails on this input: [2, 2]", "the verdict").await;
    assert!(!got.iter().any(|m| m.contains("[held")), "facts came first: {got:#?}");
    model.permits.add_permits(1);
    let got = until(&mut rx, "[held", "the model's follow-up").await;
    assert_eq!(got.len(), 1, "the model's line follows the evidence: {got:#?}");
    assert!(got[0].contains("[held 2]"), "it is the line asked after the verdict: {got:#?}");
    turn.await.unwrap();
}

/// The interview's replies to: start, a wrong submission, then two messages of the candidate.
async fn run_with(model: Arc<HeldModel>, who: &str) -> (Vec<String>, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let engine = engine_on(dir.path(), model.clone()).await;
    let user = UserKey::new("sim", who);
    let out = mashang_core::engine::VecOutbox::default();
    engine.handle(&user, "/interview algorithm junior python problem=q-array", &out).await;
    engine.handle(&user, WRONG, &out).await;
    let facts = out.take().into_iter().map(|r| r.text).collect();
    assert!(model.calls.load(Ordering::SeqCst) >= 2, "the model was asked at both moments");
    engine.handle(&user, "I would sort first, then scan once.", &out).await;
    engine.handle(&user, "And the empty list returns zero.", &out).await;
    (facts, out.take().into_iter().map(|r| r.text).collect())
}

fn notice() -> String {
    mashang_i18n::t(mashang_i18n::Locale::En, "llm.fallback", &[])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unavailable_model_is_named_once_after_the_first_facts_and_not_again() {
    let down = LlmError::Unreachable("connection refused".into());
    let (facts, later) = run_with(HeldModel::new(Some(down)), "facts-down").await;
    let question = facts.iter().position(|m| m.contains("Question 1/")).expect("{facts:#?}");
    let told = facts.iter().position(|m| m.contains(&notice())).expect("told: {facts:#?}");
    assert!(told > question, "facts first, then the notice: {facts:#?}");
    assert!(facts.iter().any(|m| m.contains("Your code fails on this input")), "{facts:#?}");
    let all = facts.iter().chain(&later).filter(|m| m.contains(&notice())).count();
    assert_eq!(all, 1, "once for the run of failures: {later:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_model_too_slow_after_facts_is_dropped_silently_and_named_where_its_words_are_the_reply()
{
    let (facts, later) = run_with(HeldModel::new(Some(LlmError::Timeout)), "facts-slow").await;
    assert!(facts.iter().any(|m| m.contains("Your code fails on this input")), "{facts:#?}");
    assert!(!facts.iter().any(|m| m.contains(&notice())), "no notice after facts: {facts:#?}");
    let told = later.iter().filter(|m| m.contains(&notice())).count();
    assert_eq!(told, 1, "told once that the model is unavailable: {later:#?}");
}

/// Median seconds from a wrong submission to its verdict, and to the model's line after it, over
/// `n` fresh interviews; the offline interviewer when `llm` is `None`.
async fn time_to_verdict(llm: Option<Arc<dyn Llm>>, n: usize) -> (f64, Option<f64>) {
    let (mut verdicts, mut lines) = (Vec::new(), Vec::new());
    for i in 0..n {
        let dir = tempfile::tempdir().unwrap();
        let engine = match &llm {
            Some(llm) => engine_on(dir.path(), Arc::clone(llm)).await,
            None => crate::support::engine(dir.path()).await,
        };
        let user = UserKey::new("sim", &format!("measure-{i}"));
        let out = mashang_core::engine::VecOutbox::default();
        engine.handle(&user, "/interview algorithm junior python problem=q-array", &out).await;
        let (tx, mut rx) = mpsc::unbounded_channel();
        let started = std::time::Instant::now();
        let turn = spawn_turn(&engine, &user, WRONG, &tx);
        drop(tx);
        until(&mut rx, "Your code fails on this input", "the verdict").await;
        verdicts.push(started.elapsed().as_secs_f64());
        while let Some(reply) = rx.recv().await {
            if reply.kind == ReplyKind::Message && reply.text.contains("Walk me through") {
                lines.push(started.elapsed().as_secs_f64());
            }
        }
        turn.await.unwrap();
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (median(&mut verdicts), (!lines.is_empty()).then(|| median(&mut lines)))
}

/// The figures of docs/llm.md ("Facts first"): what a judged turn costs with a model that
/// streams a 60-token decision at 15 tokens/s (a 0.5B model on 2 CPU cores), against no model.
/// `cargo test --test it llm_facts_first::measure -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement (about a minute), not a test"]
async fn measure_time_to_verdict() {
    use crate::llm_sse::{Pace, SseServer};
    let sixty = r#"{"action":"follow_up","say":"You return a constant, so both the empty list and [2, 2] break it. Walk me through what the function should compute for [2, 2], step by step, and which loop invariant would make it correct for every input size."}"#.to_string();
    let server = SseServer::start(Pace::Tokens { per_sec: 15.0, content: sixty }).await;
    let config = mashang_llm::LlmConfig::new(server.base_url.clone(), "fake-model", None);
    let model: Arc<dyn Llm> = Arc::new(mashang_llm::OpenAiClient::new(config).unwrap());
    let (offline, _) = time_to_verdict(None, 5).await;
    let (verdict, line) = time_to_verdict(Some(model), 5).await;
    let ms = |s: f64| format!("{:.1} ms", s * 1e3);
    println!("offline: verdict after {}", ms(offline));
    let line = line.map_or_else(|| "never".into(), ms);
    println!("with a 15 tokens/s model: verdict after {}, its line after {line}", ms(verdict));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_model_that_answers_with_unusable_lines_is_not_called_unavailable() {
    let junk = crate::llm_fake::reply("follow_up", "I'm sorry, but I can't assist with that.");
    let fake = crate::llm_fake::FakeModel::start(vec![], junk).await;
    let dir = tempfile::tempdir().unwrap();
    let engine = engine_on(dir.path(), crate::llm_fake::client(&fake.base_url())).await;
    let user = UserKey::new("sim", "junk");
    let out = mashang_core::engine::VecOutbox::default();
    let notice = mashang_i18n::t(mashang_i18n::Locale::En, "llm.fallback", &[]);
    engine.handle(&user, "/interview algorithm junior python problem=q-array", &out).await;
    engine.handle(&user, "I would sort first, then scan once.", &out).await;
    engine.handle(&user, WRONG, &out).await;
    let said: Vec<String> = out.take().into_iter().map(|r| r.text).collect();
    assert!(fake.requests().await.len() >= 3, "the model was asked at every moment");
    assert!(!said.iter().any(|m| m.contains(&notice)), "the model answered every time: {said:#?}");
    assert!(!said.iter().any(|m| m.contains("can't assist")), "{said:#?}");
    assert!(said.iter().any(|m| m.contains("Your code fails on this input")), "{said:#?}");
}
