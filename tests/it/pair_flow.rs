//! Peer sessions through the core service on both store backends with an injected clock: two
//! members in different timezones ask for the same moment in their own local time, are matched,
//! confirmed and reminded each in their own time — by a service built afresh (a restart: the
//! timer is re-armed from the store); a cancellation after confirming lowers the canceller's
//! reliability; `/forget` leaves the partner's history with "deleted user"; nothing is ever
//! addressed to the group chat; a member with repeated no-shows is matched last.

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::service::Caller;
use mashang_core::drills::{DrillStore, GroupId, ManualClock, MemberId, Platform};
use mashang_core::pair::{
    End, Pair, PairId, PairReply, PairStore, Pairs, Peer, Phase, ReliabilityDelta, Seat, To,
};
use mashang_core::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::problem::{Bank, Level, Role};

use crate::backends::backends;
use crate::drills_fixture::{at, caller, junior_bank, open_on, queue, say, tg_chat};

fn pairs(
    store: Arc<dyn PairStore>,
    members: Arc<dyn DrillStore>,
    clock: Arc<ManualClock>,
    bank: Arc<Bank>,
) -> Pairs {
    Pairs::new(store, members, bank, queue(), clock)
}

async fn pair(p: &Pairs, who: &Caller, text: &str) -> Vec<PairReply> {
    p.try_handle(who, text).await.expect("a pair command")
}

/// The text sent to `user`'s private chat.
fn to(replies: &[PairReply], user: &str) -> String {
    let key = UserKey::new("telegram", user);
    replies
        .iter()
        .filter(|r| r.to == To::Account(key.clone()))
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n---\n")
}

fn all(replies: &[PairReply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n---\n")
}

fn in_private(c: &Caller) -> Caller {
    Caller { chat: None, ..c.clone() }
}

/// The id in the proposal's accept button.
fn pair_id(replies: &[PairReply]) -> String {
    let b = replies.iter().flat_map(|r| &r.buttons).find(|b| b.command.starts_with("/pair accept"));
    b.expect("an accept button").command.rsplit(' ').next().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn members_in_two_timezones_are_matched_confirmed_and_reminded_each_in_their_own_time() {
    const TEST: &str = "pair_flow::members_in_two_timezones_are_matched_confirmed_and_reminded_each_in_their_own_time";
    for db in backends(TEST).await {
        // 10:00 UTC on a winter day: 18:00 in Shanghai, 11:00 in Berlin.
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 12, 1, 10, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let p = pairs(db.pairs.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let bob = caller("telegram", "2", "@bob", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &ann, "/drill tz Asia/Shanghai").await;
        say(&env, &bob, "/drill tz Europe/Berlin").await;

        let asked = pair(&p, &ann, "/pair 20:00 mid").await;
        assert!(to(&asked, "1").contains("at 20:00 your time (Asia/Shanghai)"), "{}", all(&asked));
        // In the group only a pointer to the private chat, never the session.
        let here: Vec<&PairReply> = asked.iter().filter(|r| r.to == To::Caller).collect();
        assert_eq!(here.len(), 1);
        assert!(here[0].text.contains("details in private"), "{}", here[0].text);

        // 13:00 in Berlin is 20:00 in Shanghai: the same session.
        let matched = pair(&p, &bob, "/pair 13:00 mid").await;
        assert!(
            to(&matched, "1").contains("Match: @bob (mid, algorithm, reliability 100%)"),
            "{}",
            all(&matched)
        );
        assert!(
            to(&matched, "1").contains("at 20:00 your time (Asia/Shanghai)"),
            "{}",
            all(&matched)
        );
        assert!(
            to(&matched, "2").contains("at 13:00 your time (Europe/Berlin)"),
            "{}",
            all(&matched)
        );
        let id = pair_id(&matched);
        let first = pair(&p, &in_private(&ann), &format!("/pair accept {id}")).await;
        assert!(all(&first).contains("Waiting for @bob"), "{}", all(&first));
        let confirmed = pair(&p, &in_private(&bob), &format!("/pair accept {id}")).await;
        assert!(
            to(&confirmed, "2").contains("Confirmed with @ann, at 13:00 your time"),
            "{}",
            all(&confirmed)
        );

        // A restart: a new service over the same store reminds both, each in their own time.
        drop(p);
        let p = pairs(db.pairs.clone(), db.drills.clone(), clock.clone(), bank.clone());
        clock.set(at("UTC", 2026, 12, 1, 11, 44));
        assert!(p.tick(Platform::Telegram).await.unwrap().is_empty(), "not yet");
        clock.advance(Duration::minutes(1));
        let reminded = p.tick(Platform::Telegram).await.unwrap();
        assert!(
            to(&reminded, "1").contains("starts at 20:00 your time (Asia/Shanghai)"),
            "{}",
            all(&reminded)
        );
        assert!(
            to(&reminded, "2").contains("starts at 13:00 your time (Europe/Berlin)"),
            "{}",
            all(&reminded)
        );
        assert!(p.tick(Platform::Telegram).await.unwrap().is_empty(), "reminded once");
        assert!(p.tick(Platform::Discord).await.unwrap().is_empty(), "each front end its own");

        // Ann calls it off after confirming: it counts against her, Bob is told.
        let cancelled = pair(&p, &in_private(&ann), "/pair cancel").await;
        assert!(all(&cancelled).contains("counts against your reliability"), "{}", all(&cancelled));
        assert!(to(&cancelled, "2").contains("@ann cancelled"), "{}", all(&cancelled));
        let status = all(&pair(&p, &in_private(&ann), "/pair status").await);
        assert!(
            status.contains("Reliability: 0% (0 done, 0 no-shows, 1 cancellations)"),
            "{status}"
        );
        let status = all(&pair(&p, &in_private(&bob), "/pair status").await);
        assert!(status.contains("Reliability: 100%"), "{status}");
        let history = all(&pair(&p, &in_private(&bob), "/pair history").await);
        assert!(history.contains("@ann · cancelled"), "{history}");

        // `/forget`: Ann's side of Bob's history is a deleted user.
        db.store.forget(&UserKey::new("telegram", "1")).await.unwrap();
        let history = all(&pair(&p, &in_private(&bob), "/pair history").await);
        assert!(
            history.contains("deleted user · cancelled") && !history.contains("@ann"),
            "{history}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_with_repeated_no_shows_is_matched_only_after_everyone_else() {
    const TEST: &str =
        "pair_flow::a_member_with_repeated_no_shows_is_matched_only_after_everyone_else";
    for db in backends(TEST).await {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 12, 1, 10, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let p = pairs(db.pairs.clone(), db.drills.clone(), clock.clone(), bank.clone());
        let [carl, dave, erin, fay] = ["3", "4", "5", "6"]
            .map(|id| caller("telegram", id, &format!("@u{id}"), Some(tg_chat())));
        say(&env, &carl, "/drill config name=Owls").await;
        // Carl did not show up twice before.
        let flaky = db.drills.resolve(&carl.user).await.unwrap();
        for n in 0..2 {
            let mut old = Pair::request(
                PairId(format!("OLD{n}")),
                GroupId("elsewhere".into()),
                tg_chat(),
                peer_of(&flaky),
                None,
                at("UTC", 2026, 11, 28, 10, 0),
            );
            db.pairs.insert_pair(&old).await.unwrap();
            old.phase = Phase::Finished(End::NoShow { absent: vec![Seat::A] });
            let delta =
                ReliabilityDelta { member: flaky.clone(), completed: 0, no_shows: 1, cancels: 0 };
            db.pairs.finish_pair(&mut old, &[delta]).await.unwrap();
        }

        // Carl asked first (for 12:00), Dave later (for 11:00: not Carl's slot); Erin's 11:30
        // fits both, and she is matched with Dave.
        pair(&p, &carl, "/pair 12:00").await;
        clock.advance(Duration::minutes(5));
        pair(&p, &dave, "/pair 11:00").await;
        let matched = pair(&p, &erin, "/pair 11:30").await;
        assert!(to(&matched, "5").contains("Match: @u4"), "{}", all(&matched));
        assert!(to(&matched, "4").contains("Match: @u5"), "{}", all(&matched));
        // Nobody else is waiting: Fay gets Carl, and sees his record.
        let matched = pair(&p, &fay, "/pair 12:00").await;
        let seen = to(&matched, "6");
        assert!(seen.contains("Match: @u3 (junior, algorithm, reliability 0%)"), "{seen}");
    }
}

/// A peer for `member` as a store-level record would carry it.
fn peer_of(member: &MemberId) -> Peer {
    Peer {
        member: Some(member.clone()),
        name: "@u3".into(),
        account: Some(UserKey::new("telegram", "3")),
        tz: "UTC".into(),
        locale: Locale::En,
        level: Level::Junior,
        role: Role::Algorithm,
        accepted: false,
        ready: false,
        gave: None,
    }
}
