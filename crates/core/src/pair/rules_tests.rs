//! The peer session's transitions on a simulated clock.

use chrono::{DateTime, Duration, TimeZone, Utc};

use super::rules::*;
use crate::drills::{ChatKey, GroupId, MemberId, Platform};
use crate::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::problem::{Level, Role};

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap()
}

fn peer(n: &str) -> Peer {
    Peer {
        member: Some(MemberId(format!("telegram:{n}"))),
        name: format!("@{n}"),
        account: Some(UserKey::new("telegram", n)),
        tz: "UTC".into(),
        locale: Locale::En,
        level: Level::Junior,
        role: Role::Algorithm,
        accepted: false,
        ready: false,
        gave: None,
    }
}

fn matched(slot: Option<DateTime<Utc>>) -> Pair {
    let chat = ChatKey::new(Platform::Telegram, "-1");
    let mut p =
        Pair::request(PairId("P1".into()), GroupId("g".into()), chat, peer("a"), slot, t0());
    p.propose(peer("b"), slot, vec!["one".into(), "two".into()], t0()).unwrap();
    p
}

#[test]
fn a_full_session_runs_both_halves_with_timers_and_ends_with_both_feedbacks() {
    let mut p = matched(None);
    assert_eq!(p.accept(Seat::A), Ok(false));
    assert_eq!(p.accept(Seat::B), Ok(true));
    assert_eq!(p.tick(t0()), vec![Beat::Open]);
    assert_eq!(p.ready(Seat::A, t0()), Ok(false));
    let start = t0() + Duration::minutes(2);
    assert_eq!(p.ready(Seat::B, start), Ok(true));
    assert_eq!((p.half, p.current_problem()), (1, Some("one")));
    assert_eq!(p.may_submit(Seat::A), Err(Refused::NotCandidate), "A interviews first");
    assert_eq!(p.may_submit(Seat::B), Ok(()));
    let at = |m| start + Duration::minutes(m);
    assert!(p.tick(at(20)).is_empty());
    assert_eq!(p.tick(at(25)), vec![Beat::Warning(1)]);
    assert!(p.tick(at(26)).is_empty(), "a warning is said once");
    assert_eq!(p.tick(at(30)), vec![Beat::Swap]);
    assert_eq!((p.half, p.current_problem()), (2, Some("two")));
    assert_eq!(p.may_submit(Seat::A), Ok(()));
    assert_eq!(p.tick(at(55)), vec![Beat::Warning(2)]);
    assert_eq!(p.tick(at(60)), vec![Beat::End]);
    let fb = Feedback { scores: [4, 3, 5, 4, 4], note: "ok".into() };
    assert_eq!(p.feedback(Seat::A, fb.clone()), Ok(false));
    assert_eq!(p.feedback(Seat::B, fb), Ok(true));
    assert_eq!(p.phase, Phase::Finished(End::Done));
}

#[test]
fn a_late_tick_catches_up_the_swap_and_the_end_without_stale_warnings() {
    let mut p = matched(None);
    p.accept(Seat::A).unwrap();
    p.accept(Seat::B).unwrap();
    p.tick(t0());
    p.ready(Seat::A, t0()).unwrap();
    p.ready(Seat::B, t0()).unwrap();
    let beats = p.tick(t0() + Duration::minutes(61));
    // "5 minutes left" after the half is over would be wrong: only the swap and the end remain.
    assert_eq!(beats, vec![Beat::Swap, Beat::End]);
}

#[test]
fn a_side_that_never_checks_in_is_a_no_show_and_a_slot_is_reminded_first() {
    let slot = t0() + Duration::hours(3);
    let mut p = matched(Some(slot));
    p.accept(Seat::A).unwrap();
    p.accept(Seat::B).unwrap();
    assert!(p.tick(slot - Duration::minutes(20)).is_empty());
    assert_eq!(p.tick(slot - Duration::minutes(15)), vec![Beat::Reminder]);
    assert!(p.tick(slot - Duration::minutes(10)).is_empty(), "reminded once");
    assert_eq!(p.tick(slot), vec![Beat::Open]);
    p.ready(Seat::A, slot).unwrap();
    let gone = p.tick(slot + Duration::minutes(CHECKIN_MINUTES));
    assert_eq!(gone, vec![Beat::NoShow(vec![Seat::B])]);
    assert_eq!(p.phase, Phase::Finished(End::NoShow { absent: vec![Seat::B] }));
}

#[test]
fn declining_puts_the_other_side_back_in_the_pool_and_a_late_cancel_counts() {
    let mut p = matched(None);
    p.decline(Seat::A).unwrap();
    assert_eq!((p.phase.clone(), p.a.name.as_str(), p.b.is_none()), (Phase::Waiting, "@b", true));
    p.propose(peer("c"), None, vec!["one".into()], t0()).unwrap();
    p.accept(Seat::A).unwrap();
    p.accept(Seat::B).unwrap();
    p.cancel(Seat::B).unwrap();
    assert_eq!(p.phase, Phase::Finished(End::Cancelled { by: Some(Seat::B) }));
    let mut unmatched = matched(None);
    unmatched.decline(Seat::B).unwrap();
    assert_eq!(unmatched.tick(t0() + Duration::minutes(WAIT_NOW_MINUTES)), vec![Beat::Unmatched]);
}

#[test]
fn forgetting_a_member_makes_their_side_a_deleted_user_and_calls_off_a_live_session() {
    let mut p = matched(None);
    p.forget(&MemberId("telegram:b".into()));
    let b = p.b.clone().unwrap();
    assert_eq!((b.member, b.account, b.name.as_str()), (None, None, ""));
    assert_eq!(p.phase, Phase::Finished(End::Cancelled { by: None }));
    assert_eq!(p.a.name, "@a");
}

#[test]
fn forgetting_a_member_drops_the_note_they_wrote_and_keeps_the_other_sides() {
    let mut p = matched(None);
    let note = |s: &str| Some(Feedback { scores: [4, 3, 5, 4, 4], note: s.into() });
    p.a.gave = note("b was clear");
    p.b.as_mut().unwrap().gave = note("I am Bob, call me");
    p.forget(&MemberId("telegram:b".into()));
    let b = p.b.clone().unwrap().gave.unwrap();
    assert_eq!((b.note.as_str(), b.scores), ("", [4, 3, 5, 4, 4]));
    assert_eq!(p.a.gave.unwrap().note, "b was clear", "the other side's words are theirs");
}
