//! A live duel's or peer session's problem is closed to its members elsewhere: the engine never
//! picks it (not even when asked for by id) and refuses hints, runs, submissions and chat about it
//! while it is on the table; the group services' locks follow a duel from challenge to end on
//! both store backends.

use std::sync::{Arc, Mutex};

use chrono::Duration;
use mashang_core::engine::VecOutbox;
use mashang_core::locks::GroupLocks;
use mashang_core::ports::{ProblemLocks, StoreError};
use mashang_core::session::UserKey;

use crate::backends::backends;
use crate::drills_fixture::{at, caller, junior_bank, open_on, say, tg_chat};
use crate::duel_flow::{duel, duel_id, duels};

/// Locks the test sets by hand.
#[derive(Default)]
struct Fixed(Mutex<Vec<String>>);

#[async_trait::async_trait]
impl ProblemLocks for Fixed {
    async fn locked(&self, _user: &UserKey) -> Result<Vec<String>, StoreError> {
        Ok(self.0.lock().unwrap().clone())
    }
}

fn texts(out: &VecOutbox) -> String {
    out.take().into_iter().map(|r| r.text).collect::<Vec<_>>().join("\n")
}

#[tokio::test]
async fn an_interview_never_picks_a_closed_problem_and_gives_no_help_on_one_on_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let locks = Arc::new(Fixed::default());
    // The engine alone, wired by hand: the app would give it the group services' locks.
    let store = mashang_store_sqlite::SqliteStore::open(dir.path()).await.unwrap();
    let e = crate::support::engine_on(Arc::new(store)).with_locks(locks.clone());
    let (user, out) = (UserKey::new("telegram", "5"), VecOutbox::default());

    // Asked for by id while closed: another question is drawn.
    *locks.0.lock().unwrap() = vec!["q-array".into()];
    e.handle(&user, "/interview algorithm junior python problem=q-array", &out).await;
    let on_table = e.snapshot(&user).await.current_question.map(|q| q.brief.id);
    assert!(on_table.is_some() && on_table.as_deref() != Some("q-array"), "{on_table:?}");
    texts(&out);

    // The question on the table becomes a live contest's: no hint, no run, no code, no chat.
    let id = on_table.unwrap();
    *locks.0.lock().unwrap() = vec![id.clone()];
    for input in ["/hint", "/run", "```python\nprint(1)\n```", "Is it a hash map?"] {
        e.handle(&user, input, &out).await;
        let said = texts(&out);
        assert!(said.contains("closed here"), "{input:?} was answered: {said}");
    }
    // Once it ends, help is back.
    locks.0.lock().unwrap().clear();
    e.handle(&user, "/hint", &out).await;
    assert!(!texts(&out).contains("closed here"));
}

#[tokio::test]
async fn a_duels_problem_is_locked_for_its_sides_from_challenge_to_end_on_both_backends() {
    for db in backends("problem_locks::a_duels_problem_is_locked_for_its_sides").await {
        let clock = Arc::new(mashang_core::drills::ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let d = duels(db.duels.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let locks = GroupLocks {
            members: db.drills.clone(),
            duels: db.duels.clone(),
            pairs: db.pairs.clone(),
        };
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let bob = caller("telegram", "2", "@bob", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &bob, "/drill").await;

        let id = duel_id(&duel(&d, &ann, "/duel @bob two-sum").await);
        assert_eq!(locks.locked(&ann.user).await.unwrap(), ["two-sum"], "the challenger's");
        duel(&d, &bob, &format!("/duel accept {id}")).await;
        assert_eq!(locks.locked(&bob.user).await.unwrap(), ["two-sum"], "{:?}", db.kind);
        clock.advance(Duration::minutes(10));
        duel(&d, &bob, "/duel forfeit").await;
        assert!(locks.locked(&ann.user).await.unwrap().is_empty(), "open again once it ended");
        assert!(locks.locked(&bob.user).await.unwrap().is_empty());
    }
}
