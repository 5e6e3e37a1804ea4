//! Idle sessions leave the engine's memory and come back from the store unchanged; sessions in a
//! turn, with a tool call pending, or ahead of the store are never evicted.

use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;

use mashang_core::engine::VecOutbox;
use mashang_core::session::{Status, UserKey};
use tokio::sync::oneshot;

use crate::support::engine;

/// Half an hour and a minute after now: past the default idle time, without sleeping.
fn later() -> Instant {
    Instant::now() + Duration::from_secs(31 * 60)
}

#[tokio::test]
async fn an_evicted_session_reloads_from_the_store_and_the_interview_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let user = UserKey::new("test", "evicted");
    let out = VecOutbox::default();
    e.handle(&user, "/interview backend junior python", &out).await;
    e.handle(&user, "I will sort and use two pointers", &out).await;
    e.handle(&user, "```python\nWRONG\n```", &out).await;
    let before = e.snapshot(&user).await;
    assert_eq!(before.status, Status::FollowUp);

    assert_eq!(e.evict_idle(Instant::now()).await, 0, "not idle yet");
    assert_eq!(e.evict_idle(later()).await, 1);
    assert_eq!(e.live_sessions(), 0);

    // The next message finds the session exactly where it was and carries on from there.
    out.take();
    e.handle(&user, "/hint", &out).await;
    assert_eq!(e.live_sessions(), 1);
    let after = e.snapshot(&user).await;
    assert_eq!(after.interview_id, before.interview_id);
    assert_eq!(after.current_round, before.current_round);
    let (q0, q1) = (before.current_question.unwrap(), after.current_question.clone().unwrap());
    assert_eq!((q1.brief.id, q1.attempts), (q0.brief.id, q0.attempts));
    assert_eq!(after.seq, before.seq + 1, "one transition on top of the reloaded state");

    // Evicted again, the reloaded copy equals the in-memory one it replaced.
    assert_eq!(e.evict_idle(later()).await, 1);
    assert_eq!(e.snapshot(&user).await, after);
}

#[tokio::test]
async fn a_session_ahead_of_the_store_stays_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let user = UserKey::new("test", "zh");
    let out = VecOutbox::default();
    e.handle(&user, "/locale zh", &out).await;
    // Forget deletes the stored session but keeps the chosen locale in memory: a reload would
    // come back in the default locale, so eviction must not happen.
    e.handle(&user, "/forget", &out).await;
    let kept = e.snapshot(&user).await;
    assert_eq!(e.evict_idle(later()).await, 0);
    assert_eq!(e.snapshot(&user).await, kept);
}

#[tokio::test]
async fn a_session_in_a_turn_or_with_a_tool_call_pending_is_never_evicted() {
    let dir = tempfile::tempdir().unwrap();
    let (tx, called) = oneshot::channel();
    let e = crate::support::stuck_engine(dir.path(), tx).await;
    let user = UserKey::new("test", "busy");
    let (e2, u2) = (Arc::clone(&e), user.clone());
    let turn = tokio::spawn(async move {
        let out = VecOutbox::default();
        // A code question, pinned: a design question would never reach the stuck grader.
        e2.handle(&u2, "/interview algorithm junior python problem=q-array", &out).await;
        e2.handle(&u2, "```python\nfine\n```", &out).await;
    });
    tokio::time::timeout(std::time::Duration::from_secs(60), called)
        .await
        .expect("the submission reached the grader")
        .unwrap();
    // The judge call holds the session's lock.
    assert_eq!(e.evict_idle(later()).await, 0);
    assert_eq!(e.live_sessions(), 1);
    // The turn dies with the judge call pending: unlocked now, but work is left.
    turn.abort();
    let _ = turn.await;
    assert_eq!(e.evict_idle(later()).await, 0);
    assert_eq!(e.live_sessions(), 1);
}
