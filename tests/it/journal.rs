//! The inbound journal through the engine on both stores (SQLite file and Postgres): a redelivered event is not run
//! twice, a turn journaled but never run is run after a restart, an applied turn gets only its
//! undelivered replies, and a judge cut off inside a journaled turn is re-run under it. Plus the
//! measuring command for the journal's cost per turn.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use mashang_core::engine::{Engine, VecOutbox};
use mashang_core::journal::{Accepted, EventId, Inbound};
use mashang_core::session::UserKey;
use tokio::sync::oneshot;

use crate::backends::backends;
use crate::support::{engine, engine_on};

fn inbound(n: u32, user: &UserKey, text: &str) -> Inbound {
    Inbound {
        event: EventId::new("test", "update", &n.to_string()),
        user: user.clone(),
        text: text.to_string(),
        route: String::new(),
    }
}

fn texts(out: &VecOutbox) -> Vec<String> {
    out.take().into_iter().map(|r| r.text).collect()
}

/// Journals and runs a turn like a front end does, counting every reply as delivered.
async fn run(e: &Engine, i: &Inbound) -> Vec<String> {
    assert_eq!(e.receive(i, async {}).await, Accepted::New);
    let out = VecOutbox::default();
    e.handle_journaled(i, &out).await;
    let replies = texts(&out);
    for _ in &replies {
        e.delivered(&i.event).await;
    }
    e.answered(&i.event).await;
    replies
}

const START: &str = "/interview algorithm junior python problem=q-array";

#[tokio::test]
async fn a_redelivered_event_is_acknowledged_again_but_not_run_twice() {
    for db in backends("journal::a_redelivered_event_is_acknowledged_again_but_not_run_twice").await
    {
        redelivered_once(engine_on(db.store.clone())).await;
    }
}

async fn redelivered_once(e: Engine) {
    let user = UserKey::new("test", "ann");
    let acks = AtomicUsize::new(0);
    let start = inbound(1, &user, START);
    let ack = || async { acks.fetch_add(1, Ordering::SeqCst) };
    assert_eq!(
        e.receive(&start, async {
            ack().await;
        })
        .await,
        Accepted::New
    );
    assert_eq!(
        e.receive(&start, async {
            ack().await;
        })
        .await,
        Accepted::Duplicate
    );
    assert_eq!(acks.load(Ordering::SeqCst), 2, "a redelivery is acknowledged again");
}

#[tokio::test]
async fn a_turn_journaled_but_never_run_is_run_after_a_restart_and_then_answered() {
    for db in
        backends("journal::a_turn_journaled_but_never_run_is_run_after_a_restart_and_then_answered")
            .await
    {
        never_run_is_run_after_restart(&db).await;
    }
}

async fn never_run_is_run_after_restart(db: &crate::backends::TestDb) {
    let user = UserKey::new("test", "bo");
    let code = inbound(2, &user, "```python\nfine\n```");
    {
        let e = engine_on(db.store.clone());
        run(&e, &inbound(1, &user, START)).await;
        // Acknowledged, then the process dies before the engine sees it.
        assert_eq!(e.receive(&code, async {}).await, Accepted::New);
    }
    let e = engine_on(db.reopen().await.0);
    let left = e.unanswered().await;
    assert_eq!(left.len(), 1);
    assert!(!left[0].applied && left[0].inbound == code);
    let out = VecOutbox::default();
    e.replay(&left[0], &out).await;
    let t = texts(&out).join("\n");
    assert_eq!(t.matches("Verdict: accepted").count(), 1, "{t}");
    e.answered(&code.event).await;
    assert!(e.unanswered().await.is_empty());
}

#[tokio::test]
async fn an_applied_turn_gets_only_its_undelivered_replies_and_is_not_judged_again() {
    for db in backends(
        "journal::an_applied_turn_gets_only_its_undelivered_replies_and_is_not_judged_again",
    )
    .await
    {
        applied_turn_gets_undelivered(&db).await;
    }
}

async fn applied_turn_gets_undelivered(db: &crate::backends::TestDb) {
    let user = UserKey::new("test", "cy");
    let code = inbound(2, &user, "```python\nfine\n```");
    let all = {
        let e = engine_on(db.store.clone());
        run(&e, &inbound(1, &user, START)).await;
        e.receive(&code, async {}).await;
        let out = VecOutbox::default();
        e.handle_journaled(&code, &out).await;
        // Only the first reply ("running your code") reached the user before the crash.
        e.delivered(&code.event).await;
        texts(&out)
    };
    assert!(all.len() >= 2, "{all:?}");
    let e = engine_on(db.reopen().await.0);
    let left = e.unanswered().await;
    assert_eq!(left.len(), 1);
    assert!(left[0].applied);
    let out = VecOutbox::default();
    e.replay(&left[0], &out).await;
    assert_eq!(texts(&out), all[1..].to_vec(), "exactly the replies not delivered, in order");
    assert_eq!(e.snapshot(&user).await.current_question.unwrap().attempts, 1, "judged once");
}

#[tokio::test]
async fn a_judge_cut_off_inside_a_journaled_turn_is_rerun_and_its_verdict_kept_under_it() {
    for db in backends(
        "journal::a_judge_cut_off_inside_a_journaled_turn_is_rerun_and_its_verdict_kept_under_it",
    )
    .await
    {
        judge_cut_off_is_rerun(&db).await;
    }
}

async fn judge_cut_off_is_rerun(db: &crate::backends::TestDb) {
    let user = UserKey::new("test", "dee");
    let code = inbound(2, &user, "```python\nfine\n```");
    {
        let (tx, called) = oneshot::channel();
        let e = crate::support::stuck_engine_on(db.store.clone(), tx);
        let (e2, u2, c2) = (Arc::clone(&e), user.clone(), code.clone());
        let turn = tokio::spawn(async move {
            run(&e2, &inbound(1, &u2, START)).await;
            e2.receive(&c2, async {}).await;
            e2.handle_journaled(&c2, &VecOutbox::default()).await;
        });
        tokio::time::timeout(std::time::Duration::from_secs(60), called)
            .await
            .expect("the submission reached the grader")
            .unwrap();
        turn.abort(); // the process "dies" while the judge is running
        let _ = turn.await;
    }
    let e = engine_on(db.reopen().await.0);
    let left = e.unanswered().await;
    assert_eq!(left.len(), 1);
    let out = VecOutbox::default();
    e.replay(&left[0], &out).await;
    let t = texts(&out).join("\n");
    assert_eq!(t.matches("Verdict: accepted").count(), 1, "{t}");
    // Delivered nothing yet: a second restart would send the same replies, not judge again.
    let again = e.unanswered().await;
    assert!(again[0].undelivered.iter().any(|r| r.text.contains("Verdict: accepted")));
}

/// Measuring command (not a check): `cargo test --test it journal::measure -- --ignored
/// --nocapture`. The same explanation turn with and without the journal over an on-disk store.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "measurement; run by hand"]
async fn measure_journal_write_cost_per_turn() {
    const TURNS: u32 = 400;
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let user = UserKey::new("test", "bench");
    run(&e, &inbound(0, &user, START)).await;
    let text = "I keep a hash map from value to index and look up the complement in one pass.";
    let plain = Instant::now();
    for _ in 0..TURNS {
        e.handle(&user, text, &VecOutbox::default()).await;
    }
    let plain = plain.elapsed();
    let journaled = Instant::now();
    for n in 1..=TURNS {
        run(&e, &inbound(n, &user, text)).await;
    }
    let journaled = journaled.elapsed();
    let per = |d: std::time::Duration| d.as_secs_f64() * 1e6 / f64::from(TURNS);
    println!(
        "turn without journal {:.0} µs, with journal {:.0} µs: journal costs {:.0} µs per turn",
        per(plain),
        per(journaled),
        per(journaled) - per(plain)
    );
}
