//! Core benchmark (harness = false): memory per live session and the engine's own turn overhead
//! with the sandbox call excluded (a grader that answers instantly stands in for the judge).
//!
//! Run: `cargo bench --bench core` (add `-- --sessions N --turns N` to change the sizes).
//! Figures are written up in docs/performance.md.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mashang_core::engine::{
    Engine, EngineParts, EngineSettings, FairQueue, Outbox, QueueLimits, RateRule, Reply,
};
use mashang_core::interviewer::bridge::BankQuestions;
use mashang_core::interviewer::{
    ComplexityEvidence, Evidence, GradeRequest, Grader, Level, Role, Verdict,
};
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::memory::ToolCallRecord;
use mashang_core::memory::ToolFailure;
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_core::ports::{Record, Store, StoreError};
use mashang_core::report::{HistoryEntry, Report};
use mashang_core::session::fsm::step;
use mashang_core::session::{Event, SessionState, Status, UserKey};
use mashang_i18n::Locale;
use mashang_store_sqlite::SqliteStore;

/// Replies are dropped: the benchmark measures the core, not printing.
struct Sink;
impl Outbox for Sink {
    fn send(&self, _: Reply) {}
}

struct NoExec;
#[async_trait::async_trait]
impl Executor for NoExec {
    async fn run_job(&self, _: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::Unavailable("benchmark".into()))
    }
}

/// Answers instantly with a realistic piece of evidence: the sandbox is excluded by design.
struct InstantJudge;
#[async_trait::async_trait]
impl Grader for InstantJudge {
    async fn grade(&self, _: &GradeRequest, _: Arc<dyn Executor>) -> Result<Evidence, ToolFailure> {
        Ok(Evidence {
            verdict: Verdict::Accepted,
            passed: 20,
            total: 20,
            failing: None,
            complexity: Some(ComplexityEvidence {
                exponent: 1.03,
                label: "≈ n^1.0: linear".into(),
                expected: "O(n)".into(),
                acceptable: true,
            }),
            style: vec!["line 4: short name `d` (naming)".into()],
            compile_output: None,
            missing_points: vec![],
            tests: vec![],
            complexity_unproven: false,
        })
    }
}

/// A store that keeps only the latest state per user in memory: isolates the core's own cost
/// from the durable SQLite write, which is measured separately.
#[derive(Default)]
struct MemStore(std::sync::Mutex<std::collections::HashMap<UserKey, SessionState>>);

#[async_trait::async_trait]
impl Store for MemStore {
    async fn load_session(&self, u: &UserKey) -> Result<Option<SessionState>, StoreError> {
        Ok(self.0.lock().unwrap().get(u).cloned())
    }
    async fn save(&self, u: &UserKey, s: &SessionState, _: Vec<Record>) -> Result<(), StoreError> {
        self.0.lock().unwrap().insert(u.clone(), s.clone());
        Ok(())
    }
    async fn unfinished(&self) -> Result<Vec<(UserKey, SessionState)>, StoreError> {
        Ok(vec![])
    }
    async fn latest_report(&self, _: &UserKey) -> Result<Option<Report>, StoreError> {
        Ok(None)
    }
    async fn history(&self, _: &UserKey, _: usize) -> Result<Vec<HistoryEntry>, StoreError> {
        Ok(vec![])
    }
    async fn seen_questions(&self, _: &UserKey) -> Result<Vec<String>, StoreError> {
        Ok(vec![])
    }
    async fn weak_topics(&self, _: &UserKey) -> Result<Vec<(String, u32)>, StoreError> {
        Ok(vec![])
    }
    async fn tool_calls(&self, _: &str) -> Result<Vec<ToolCallRecord>, StoreError> {
        Ok(vec![])
    }
    async fn finished_interview(
        &self,
        _: &UserKey,
        _: usize,
    ) -> Result<Option<mashang_core::replay::StoredInterview>, StoreError> {
        Ok(None)
    }
    async fn forget(&self, _: &UserKey) -> Result<(), StoreError> {
        Ok(())
    }
    async fn journal_accept(&self, _: &Inbound) -> Result<Accepted, StoreError> {
        Ok(Accepted::New)
    }
    async fn journal_delivered(&self, _: &EventId) -> Result<(), StoreError> {
        Ok(())
    }
    async fn journal_answered(&self, _: &EventId) -> Result<(), StoreError> {
        Ok(())
    }
    async fn journal_unanswered(&self) -> Result<Vec<Unanswered>, StoreError> {
        Ok(vec![])
    }
}

fn engine_with(store: Arc<dyn Store>, bank: &Arc<mashang_judge::problem::Bank>) -> Engine {
    Engine::new(EngineParts {
        store,
        bank: Arc::new(BankQuestions::new(Arc::clone(bank))),
        grader: Arc::new(InstantJudge),
        queue: FairQueue::new(Arc::new(NoExec), QueueLimits { slots: 2, per_user: 4, total: 256 }),
        persona: mashang_core::preset::builtin(),
        settings: EngineSettings {
            message_rate: RateRule { burst: 1, per_minute: 0 },
            submission_rate: RateRule { burst: 1, per_minute: 0 },
            ..EngineSettings::default()
        },
        clock: Arc::new(mashang::app::SystemClock),
    })
}

/// Runs `turns` realistic turns over `users` users and returns the sorted latencies.
async fn drive(engine: &Engine, users: usize, turns: usize) -> Vec<Duration> {
    let mut lat = Vec::with_capacity(turns);
    for n in 0..turns {
        let u = UserKey::new("bench", &(n % users).to_string());
        let msg = match engine.status(&u).await {
            Status::WaitingAnswer if n % 3 == 0 => CODE,
            Status::WaitingAnswer | Status::FollowUp => EXPLAIN,
            _ => "/interview algorithm junior python",
        };
        let t = Instant::now();
        engine.handle(&u, msg, &Sink).await;
        lat.push(t.elapsed());
    }
    lat.sort();
    lat
}

fn rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

const CODE: &str = "```python\ndef two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n```";
const EXPLAIN: &str = "I keep a hash map from value to index and look up the complement in one pass: O(n) time, O(n) space. Edge cases: duplicates and negative numbers.";

fn main() {
    let sessions = arg("--sessions", 10_000);
    let turns = arg("--turns", 20_000);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let (bank, _) = mashang_bank::load(&root.join("presets/problems"));
    let bank = Arc::new(bank);
    let dir = tempfile::tempdir().expect("tempdir");
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let baseline_kb = rss_kb();

    let engine = rt.block_on(async {
        let store = SqliteStore::open(dir.path()).await.expect("store");
        Arc::new(engine_with(Arc::new(store), &bank))
    });
    let after_setup_kb = rss_kb();

    // 1. Live sessions: each has an interview running, a question open and an explanation noted.
    let t0 = Instant::now();
    rt.block_on(async {
        for i in 0..sessions {
            let u = UserKey::new("bench", &i.to_string());
            engine.handle(&u, "/interview algorithm junior python", &Sink).await;
            engine.handle(&u, EXPLAIN, &Sink).await;
        }
    });
    let setup = t0.elapsed();
    let live_kb = rss_kb();
    assert_eq!(engine.live_sessions(), sessions);

    // 2. Turn overhead through the engine (parse, lock, step, render), sandbox excluded: once with
    //    the durable SQLite write awaited (what users experience), once with an in-memory store (the
    //    core alone).
    let users = sessions.clamp(1, 1000);
    let lat = rt.block_on(drive(&engine, users, turns));
    let core_engine = engine_with(Arc::new(MemStore::default()), &bank);
    let core_lat = rt.block_on(drive(&core_engine, users, turns));

    // 3. The pure transition alone.
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s = step(
        s,
        Event::Start {
            role: None,
            level: None,
            language: None,
            topic: None,
            problem: None,
            rules: Default::default(),
            interview_id: "b".into(),
            seed: 1,
        },
    )
    .0;
    let mut step_lat = Vec::with_capacity(100_000);
    for _ in 0..100_000 {
        let t = Instant::now();
        let (next, effects) = step(s.clone(), Event::Text(EXPLAIN.into()));
        std::hint::black_box((&next, &effects));
        step_lat.push(t.elapsed());
    }
    step_lat.sort();

    // 4. Eviction: every session goes idle and leaves memory (each one checked against its
    //    stored copy first), then as many new users arrive. Freed memory is reused rather than
    //    returned to the OS, so the figure that shows it is RSS not growing for the newcomers.
    let before_evict_kb = rss_kb();
    let live_before = engine.live_sessions();
    let t0 = Instant::now();
    let evicted =
        rt.block_on(engine.evict_idle(tokio::time::Instant::now() + Duration::from_secs(31 * 60)));
    let evict_time = t0.elapsed();
    let after_evict_kb = rss_kb();
    assert_eq!(engine.live_sessions(), live_before - evicted);
    rt.block_on(async {
        for i in 0..sessions {
            let u = UserKey::new("bench-new", &i.to_string());
            engine.handle(&u, "/interview algorithm junior python", &Sink).await;
            engine.handle(&u, EXPLAIN, &Sink).await;
        }
    });
    let refill_kb = rss_kb();

    let mb = |kb: u64| kb as f64 / 1024.0;
    println!("mashang core benchmark");
    println!("  live sessions           {sessions}");
    println!("  RSS baseline            {:.1} MB", mb(baseline_kb));
    println!("  RSS after engine setup  {:.1} MB", mb(after_setup_kb));
    println!(
        "  RSS with live sessions  {:.1} MB  (+{:.2} KB per session)",
        mb(live_kb),
        (live_kb.saturating_sub(after_setup_kb)) as f64 / sessions as f64
    );
    println!("  session setup           {:.2} s for {} turns", setup.as_secs_f64(), 2 * sessions);
    println!("  core turn ({turns} turns, in-memory store, sandbox excluded)");
    println!(
        "    p50 {:?}  p90 {:?}  p99 {:?}  max {:?}",
        percentile(&core_lat, 0.5),
        percentile(&core_lat, 0.9),
        percentile(&core_lat, 0.99),
        core_lat[core_lat.len() - 1]
    );
    println!("  engine turn ({turns} turns, durable SQLite write awaited, sandbox excluded)");
    println!(
        "    p50 {:?}  p90 {:?}  p99 {:?}  max {:?}",
        percentile(&lat, 0.5),
        percentile(&lat, 0.9),
        percentile(&lat, 0.99),
        lat[lat.len() - 1]
    );
    println!("  pure step() (100000 transitions)");
    println!("    p50 {:?}  p99 {:?}", percentile(&step_lat, 0.5), percentile(&step_lat, 0.99));
    println!("  idle eviction ({live_before} sessions idle past the limit)");
    println!(
        "    evicted {evicted} in {:.2} s; live now {}; RSS {:.1} MB before, {:.1} MB after",
        evict_time.as_secs_f64(),
        live_before - evicted,
        mb(before_evict_kb),
        mb(after_evict_kb)
    );
    println!(
        "    {sessions} new sessions after eviction: RSS {:.1} MB (+{:.2} KB per session)",
        mb(refill_kb),
        refill_kb.saturating_sub(after_evict_kb) as f64 / sessions as f64
    );
    let ok_mem = live_kb <= 100 * 1024;
    let ok_p99 = percentile(&core_lat, 0.99) <= Duration::from_millis(1);
    let ok_p99_db = percentile(&lat, 0.99) <= Duration::from_millis(1);
    let verdict = |ok| if ok { "met" } else { "MISSED" };
    println!(
        "  targets: RSS ≤ 100 MB {}; core turn p99 ≤ 1 ms {}; with SQLite write {}",
        verdict(ok_mem),
        verdict(ok_p99),
        verdict(ok_p99_db)
    );
}
