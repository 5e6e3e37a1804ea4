//! Duels through the core service on both store backends, with the real judge and an injected
//! clock: a challenge accepted, a wrong and a correct submission judged for real, the winner's
//! rating on the board; an expired challenge; a forfeit; a duel that survives a restart and is
//! ended by its time limit after it; `/forget` turning a side into "deleted user"; one board
//! across a group's Telegram and Discord chats.

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::service::{Audience, Caller};
use mashang_core::drills::{DrillStore, ManualClock, MemberId};
use mashang_core::duel::rules::{
    CHALLENGE_TTL_MINUTES, TIME_LIMIT_MINUTES, UNRATED_FORFEIT_MINUTES,
};
use mashang_core::duel::{DuelReply, DuelStore, Duels};
use mashang_judge::problem::Bank;

use crate::backends::backends;
use crate::drills_fixture::{
    at, caller, dc_chat, junior_bank, open_on, queue, reference, say, tg_chat,
};

pub(crate) fn duels(
    store: Arc<dyn DuelStore>,
    members: Arc<dyn DrillStore>,
    clock: Arc<ManualClock>,
    bank: Arc<Bank>,
) -> Duels {
    Duels::new(store, members, bank, queue(), clock)
}

pub(crate) async fn duel(d: &Duels, who: &Caller, text: &str) -> Vec<DuelReply> {
    d.try_handle(who, text).await.expect("a duel command")
}

pub(crate) fn all(replies: &[DuelReply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n---\n")
}

/// The id in the challenge's accept button.
pub(crate) fn duel_id(replies: &[DuelReply]) -> String {
    let b = replies.iter().flat_map(|r| &r.buttons).find(|b| b.command.starts_with("/duel accept"));
    b.expect("an accept button").command.rsplit(' ').next().unwrap().to_string()
}

pub(crate) fn in_private(c: &Caller) -> Caller {
    Caller { chat: None, ..c.clone() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duel_is_won_by_the_correct_solution_and_moves_the_ratings_on_both_backends() {
    for db in backends(
        "duel_flow::a_duel_is_won_by_the_correct_solution_and_moves_the_ratings_on_both_backends",
    )
    .await
    {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let d = duels(db.duels.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let bob = caller("telegram", "2", "@bob", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &bob, "/drill").await; // Bob joins the group.

        let challenge = duel(&d, &ann, "/duel @bob two-sum").await;
        assert!(all(&challenge).contains("@ann challenges @bob"), "{}", all(&challenge));
        assert!(matches!(challenge[0].to, Audience::Chat(_)));
        let id = duel_id(&challenge);
        assert!(all(&duel(&d, &ann, &format!("/duel accept {id}")).await).contains("your own"));
        let started = duel(&d, &bob, &format!("/duel accept {id}")).await;
        let dms: Vec<_> = started.iter().filter(|r| matches!(r.to, Audience::Account(_))).collect();
        assert_eq!(dms.len(), 2, "both get the problem: {}", all(&started));
        assert!(dms.iter().all(|r| r.text.contains("Two Sum")), "{}", all(&started));

        // Submitting in the group would show the code: refused.
        assert!(
            all(&duel(&d, &bob, "/duel submit\n```python\npass\n```").await).contains("private")
        );
        let wrong =
            duel(&d, &in_private(&bob), "/duel submit\n```python\nimport sys\nprint(0)\n```").await;
        assert!(all(&wrong).contains("Not accepted"), "{}", all(&wrong));
        let status = wrong.iter().rfind(|r| r.status.is_some()).expect("a status update");
        assert!(status.text.contains("@bob: submitted 1×"), "{}", status.text);
        assert!(!status.text.contains("import sys"), "never the code");

        let code = reference(bank.get("two-sum").unwrap());
        clock.set(at("UTC", 2026, 6, 1, 12, 5));
        let right =
            duel(&d, &in_private(&ann), &format!("/duel submit\n```python\n{code}\n```")).await;
        let text = all(&right);
        assert!(text.contains("✅ Accepted") && text.contains("@ann wins"), "{text}");
        assert!(text.contains("Rating: @ann 1662 (+162)"), "{text}");

        let board = all(&duel(&d, &bob, "/duelboard").await);
        assert!(board.contains("1. @ann — 1662 (1W 0L 0D)"), "{board}");
        assert!(board.contains("2. @bob — 1338 (0W 1L 0D)"), "{board}");
        // The group's Discord channel shows the same board.
        let mut g = db.drills.group_by_chat(&tg_chat()).await.unwrap().unwrap();
        g.chats.push(dc_chat());
        db.drills.save_group(&g).await.unwrap();
        let cy = caller("discord", "9", "cy", Some(dc_chat()));
        let board = all(&duel(&d, &cy, "/duelboard").await);
        assert!(board.contains("1. @ann — 1662 (1W 0L 0D)"), "{board}");
        // One active duel per member: that one is over, a new one may start.
        assert!(all(&duel(&d, &ann, "/duel").await).contains("challenges anyone"), "{:?}", db.kind);
    }
}

#[tokio::test]
async fn challenges_expire_forfeits_lose_and_duels_outlive_a_restart_on_both_backends() {
    for db in backends(
        "duel_flow::challenges_expire_forfeits_lose_and_duels_outlive_a_restart_on_both_backends",
    )
    .await
    {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let d = duels(db.duels.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let bob = caller("telegram", "2", "@bob", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &bob, "/drill").await;
        let tg = mashang_core::drills::Platform::Telegram;

        // Expiry.
        let id = duel_id(&duel(&d, &ann, "/duel @bob").await);
        assert!(all(&duel(&d, &ann, "/duel").await).contains("already have a duel"));
        clock.advance(Duration::minutes(CHALLENGE_TTL_MINUTES) - Duration::seconds(1));
        assert!(d.tick(tg).await.unwrap().is_empty());
        clock.advance(Duration::seconds(1));
        let expired = d.tick(tg).await.unwrap();
        assert!(all(&expired).contains("expired"), "{}", all(&expired));
        assert!(
            all(&duel(&d, &bob, &format!("/duel accept {id}")).await).contains("no longer open")
        );

        // Forfeit after the first minutes: the other side wins, rated.
        let id = duel_id(&duel(&d, &bob, "/duel").await);
        duel(&d, &ann, &format!("/duel accept {id}")).await;
        clock.advance(Duration::minutes(UNRATED_FORFEIT_MINUTES));
        let forfeit = all(&duel(&d, &bob, "/duel forfeit").await);
        assert!(forfeit.contains("@ann wins (@bob forfeited)"), "{forfeit}");

        // A running duel survives a restart; its time limit is re-armed from the store.
        let id = duel_id(&duel(&d, &ann, "/duel @bob").await);
        duel(&d, &bob, &format!("/duel accept {id}")).await;
        drop(d);
        let (_, members) = db.reopen().await;
        let reopened: Arc<dyn DuelStore> = match db.kind {
            crate::backends::Kind::Sqlite => {
                Arc::new(mashang_store_sqlite::SqliteStore::open(db.data_dir()).await.unwrap())
            }
            crate::backends::Kind::Postgres => Arc::new(
                mashang_store_postgres::PgStore::connect(&db.pg.as_ref().unwrap().url)
                    .await
                    .unwrap(),
            ),
        };
        let d = duels(reopened.clone(), members, clock.clone(), bank.clone());
        clock.advance(Duration::minutes(TIME_LIMIT_MINUTES));
        let ended = d.tick(tg).await.unwrap();
        let text = all(&ended);
        assert!(
            text.contains("A draw: nobody solved it in time") && text.contains("Time is up"),
            "{text}"
        );
        assert!(ended.iter().any(|r| r.status.is_some() && matches!(r.to, Audience::Chat(_))));

        // `/forget`: Bob's side becomes "deleted user" in Ann's history, and his line on the
        // board too (his rating is no longer his: Ann's rank does not move).
        db.store.forget(&bob.user).await.unwrap();
        let history = all(&duel(&d, &in_private(&ann), "/duel history").await);
        assert!(history.contains("vs deleted user: won") && !history.contains("@bob"), "{history}");
        let bob_id = MemberId(bob.user.to_string());
        let group = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
        assert_eq!(reopened.rating(&group, &bob_id).await.unwrap(), None, "{:?}", db.kind);
        let board = all(&duel(&d, &ann, "/duelboard").await);
        assert!(board.contains("@ann") && !board.contains("@bob"), "{board}");
        assert!(board.contains("deleted user"), "{board}");
    }
}
