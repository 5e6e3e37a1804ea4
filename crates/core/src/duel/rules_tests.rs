use chrono::TimeZone;

use super::*;
use crate::drills::Platform;

fn t(min: i64, sec: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap()
        + Duration::minutes(min)
        + Duration::seconds(sec)
}

fn m(s: &str) -> MemberId {
    MemberId(format!("telegram:{s}"))
}

fn side(s: &str) -> Side {
    Side::new(m(s), s, UserKey::new("telegram", s))
}

fn duel(invited: Option<&str>) -> Duel {
    Duel::challenge(
        DuelId("d1".into()),
        GroupId("g".into()),
        ChatKey::new(Platform::Telegram, "-1"),
        side("ann"),
        invited.map(|i| (m(i), i.to_string())),
        "two-sum",
        t(0, 0),
    )
}

fn running() -> Duel {
    let mut d = duel(Some("bob"));
    d.accept(side("bob"), t(1, 0)).unwrap();
    d
}

#[test]
fn only_the_invited_member_may_accept_and_never_the_challenger() {
    let mut d = duel(Some("bob"));
    assert_eq!(d.accept(side("cat"), t(1, 0)), Err(Refused::NotInvited));
    assert_eq!(d.accept(side("ann"), t(1, 0)), Err(Refused::Own));
    d.accept(side("bob"), t(1, 0)).unwrap();
    assert_eq!(d.phase, Phase::Running);
    assert_eq!(d.deadline, Some(t(1 + TIME_LIMIT_MINUTES, 0)));
    let mut open = duel(None);
    open.accept(side("cat"), t(2, 0)).unwrap();
    assert_eq!(open.opponent.as_ref().unwrap().name, "cat");
}

#[test]
fn an_unanswered_challenge_expires_after_its_ttl_and_cannot_be_accepted_then() {
    let mut d = duel(Some("bob"));
    assert!(!d.tick(t(CHALLENGE_TTL_MINUTES, -1)));
    assert_eq!(d.accept(side("bob"), t(CHALLENGE_TTL_MINUTES, 0)), Err(Refused::NotOpen));
    assert!(d.tick(t(CHALLENGE_TTL_MINUTES, 0)));
    assert_eq!(d.phase, Phase::Finished(Outcome::Expired));
    assert!(!Outcome::Expired.rated());
}

#[test]
fn the_first_accepted_submission_wins_and_a_wrong_one_does_not() {
    let mut d = running();
    d.submitted(Seat::Opponent, t(3, 0)).unwrap();
    d.judged(Seat::Opponent, t(3, 0), false);
    assert_eq!(d.phase, Phase::Running, "a wrong answer ends nothing");
    d.submitted(Seat::Challenger, t(4, 0)).unwrap();
    d.judged(Seat::Challenger, t(4, 0), true);
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Challenger, reason: Reason::Solved })
    );
    assert_eq!(d.opponent.as_ref().unwrap().attempts, 1);
}

#[test]
fn an_earlier_run_still_being_judged_may_still_win() {
    let mut d = running();
    d.submitted(Seat::Opponent, t(5, 0)).unwrap();
    d.submitted(Seat::Challenger, t(5, 1)).unwrap();
    // The later submission is judged first: the earlier one could still beat it.
    d.judged(Seat::Challenger, t(5, 1), true);
    assert_eq!(d.phase, Phase::Running);
    d.judged(Seat::Opponent, t(5, 0), true);
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Opponent, reason: Reason::Solved })
    );
}

#[test]
fn ties_go_by_time_then_attempts_then_draw() {
    let at = |solved, attempts| Side { solved_at: solved, attempts, ..side("x") };
    let won = |winner, reason| Outcome::Won { winner, reason };
    assert_eq!(decide(&at(None, 3), &at(None, 1)), Outcome::Draw);
    assert_eq!(decide(&at(Some(t(9, 0)), 5), &at(None, 1)), won(Seat::Challenger, Reason::Solved));
    assert_eq!(
        decide(&at(Some(t(9, 0)), 5), &at(Some(t(8, 0)), 9)),
        won(Seat::Opponent, Reason::Solved)
    );
    assert_eq!(
        decide(&at(Some(t(9, 0)), 2), &at(Some(t(9, 0)), 3)),
        won(Seat::Challenger, Reason::FewerAttempts)
    );
    assert_eq!(
        decide(&at(Some(t(9, 0)), 4), &at(Some(t(9, 0)), 3)),
        won(Seat::Opponent, Reason::FewerAttempts)
    );
    assert_eq!(decide(&at(Some(t(9, 0)), 3), &at(Some(t(9, 0)), 3)), Outcome::Draw);
}

#[test]
fn the_time_limit_ends_a_duel_drawn_or_won_by_the_one_who_solved() {
    let mut d = running();
    assert!(d.tick(t(1 + TIME_LIMIT_MINUTES, 0)));
    assert_eq!(d.phase, Phase::Finished(Outcome::Draw));
    let mut d = running();
    // Solved while the other's earlier run was judging: the limit settles it.
    d.submitted(Seat::Opponent, t(2, 0)).unwrap();
    d.submitted(Seat::Challenger, t(3, 0)).unwrap();
    d.judged(Seat::Challenger, t(3, 0), true);
    assert_eq!(d.phase, Phase::Running);
    assert!(d.tick(t(1 + TIME_LIMIT_MINUTES, 0)));
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Challenger, reason: Reason::Solved })
    );
}

#[test]
fn either_side_may_forfeit_and_the_other_wins() {
    // Started at minute 1: a forfeit from minute 1 + UNRATED_FORFEIT_MINUTES on is rated.
    let late = t(1 + UNRATED_FORFEIT_MINUTES, 0);
    let mut d = running();
    assert_eq!(d.forfeit(&m("cat"), late), Err(Refused::NotASide));
    d.forfeit(&m("bob"), late).unwrap();
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Challenger, reason: Reason::Forfeit })
    );
    assert!(d.rated());
    let mut d = running();
    d.forfeit(&m("ann"), late).unwrap();
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Opponent, reason: Reason::Forfeit })
    );
    assert_eq!(d.submitted(Seat::Challenger, t(9, 0)), Err(Refused::NotRunning));
}

#[test]
fn declining_and_withdrawing_end_a_challenge_unrated() {
    let mut d = duel(Some("bob"));
    assert_eq!(d.decline(&m("cat")), Err(Refused::NotInvited));
    d.decline(&m("bob")).unwrap();
    assert_eq!(d.phase, Phase::Finished(Outcome::Declined));
    let mut d = duel(None);
    d.forfeit(&m("ann"), t(1, 0)).unwrap();
    assert_eq!(d.phase, Phase::Finished(Outcome::Cancelled));
}

#[test]
fn a_forfeit_in_the_first_minutes_is_won_but_unrated() {
    let mut d = running();
    d.forfeit(&m("bob"), t(1 + UNRATED_FORFEIT_MINUTES, -1)).unwrap();
    assert_eq!(
        d.phase,
        Phase::Finished(Outcome::Won { winner: Seat::Challenger, reason: Reason::EarlyForfeit })
    );
    assert!(!d.rated(), "a second account giving up at once must not pump a rating");
}

#[test]
fn a_duel_over_the_pairs_daily_cap_is_unrated_whatever_its_outcome() {
    let mut d = running();
    d.forfeit(&m("bob"), t(1 + UNRATED_FORFEIT_MINUTES, 0)).unwrap();
    assert!(d.rated());
    d.over_pair_cap = true;
    assert!(!d.rated());
}

#[test]
fn a_forgotten_member_becomes_a_deleted_side_and_a_live_duel_is_cancelled() {
    let mut d = running();
    d.forget(&m("bob"));
    let o = d.opponent.as_ref().unwrap();
    assert_eq!((o.member.as_ref(), o.account.as_ref(), o.name.as_str()), (None, None, ""));
    assert_eq!(d.phase, Phase::Finished(Outcome::Cancelled));
    assert_eq!(d.seat_of(&m("bob")), None);
    assert_eq!(d.seat_of(&m("ann")), Some(Seat::Challenger));
}
