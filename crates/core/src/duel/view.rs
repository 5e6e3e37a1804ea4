//! What duels look like in a chat, in either language: the challenge and its live status (who
//! has submitted or solved — never code or verdict details), the result with rating changes,
//! the board and a member's history. Pure.

use super::rating::{Rating, shown};
use super::rules::{Duel, Outcome, Phase, Reason, Seat, Side, TIME_LIMIT_MINUTES};
use super::store::RatingRow;
use crate::drills::MemberId;
use mashang_i18n::{Locale, t};

/// `key` in the duel catalog.
pub(crate) fn say(l: Locale, key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    t(l, &format!("duel.{key}"), args)
}

/// A side's name ("deleted user" after `/forget`).
pub(crate) fn name(l: Locale, s: &Side) -> String {
    if s.member.is_none() { say(l, "deleted_user", &[]) } else { s.name.clone() }
}

/// A name on the duel board: a member who used `/forget` keeps their row (the others' ranks
/// do not move) under "deleted user".
fn board_name(l: Locale, name: &str) -> String {
    if name.is_empty() { say(l, "deleted_user", &[]) } else { name.to_string() }
}

/// A rating change for one side: before and after.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Change {
    pub seat: Seat,
    pub before: Rating,
    pub after: Rating,
}

/// The challenge as posted (with accept/decline buttons underneath).
pub(crate) fn challenge(l: Locale, d: &Duel, title: &str, level: &str, minutes: i64) -> String {
    let challenger = name(l, &d.challenger);
    match &d.invited {
        Some((_, invited)) => say(
            l,
            "challenge",
            &[
                ("challenger", &challenger),
                ("invited", invited),
                ("title", &title),
                ("level", &level),
                ("minutes", &minutes),
            ],
        ),
        None => say(
            l,
            "challenge_open",
            &[
                ("challenger", &challenger),
                ("title", &title),
                ("level", &level),
                ("minutes", &minutes),
            ],
        ),
    }
}

fn state(l: Locale, s: &Side) -> String {
    let n = s.attempts;
    if s.solved_at.is_some() {
        say(l, "state_solved", &[])
    } else if s.judging_since.is_some() {
        say(l, "state_judging", &[("n", &n)])
    } else if n > 0 {
        say(l, "state_submitted", &[("n", &n)])
    } else {
        say(l, "state_thinking", &[])
    }
}

/// The live status of a duel that has started (or ended): one line per side, then the result.
pub(crate) fn status(l: Locale, d: &Duel, title: &str, changes: &[Change]) -> String {
    let Some(opp) = &d.opponent else { return unanswered(l, d, title) };
    let (a, b) = (name(l, &d.challenger), name(l, opp));
    let mut lines = vec![say(l, "status_head", &[("a", &a), ("b", &b), ("title", &title)])];
    for s in [&d.challenger, opp] {
        lines.push(say(l, "status_side", &[("name", &name(l, s)), ("state", &state(l, s))]));
    }
    match d.phase {
        Phase::Running => lines.push(say(l, "ends_at", &[("minutes", &TIME_LIMIT_MINUTES)])),
        Phase::Finished(o) => {
            lines.push(result(l, d, o));
            for c in changes {
                let Some(side) = d.side(c.seat) else { continue };
                let delta = shown(&c.after) - shown(&c.before);
                lines.push(say(
                    l,
                    "rating_line",
                    &[
                        ("name", &name(l, side)),
                        ("rating", &shown(&c.after)),
                        ("change", &format!("{delta:+}")),
                    ],
                ));
            }
        }
        Phase::Challenged => {}
    }
    lines.join("\n")
}

/// A challenge that ended before anyone accepted it.
fn unanswered(l: Locale, d: &Duel, title: &str) -> String {
    let b = match &d.invited {
        Some((_, n)) if !n.is_empty() => n.clone(),
        Some(_) => say(l, "deleted_user", &[]),
        None => say(l, "anyone", &[]),
    };
    let head =
        say(l, "status_head", &[("a", &name(l, &d.challenger)), ("b", &b), ("title", &title)]);
    match d.phase {
        Phase::Finished(o) => format!("{head}\n{}", result(l, d, o)),
        _ => head,
    }
}

fn result(l: Locale, d: &Duel, o: Outcome) -> String {
    let other = |s: Seat| match s {
        Seat::Challenger => Seat::Opponent,
        Seat::Opponent => Seat::Challenger,
    };
    let side_name = |s: Seat| d.side(s).map(|x| name(l, x)).unwrap_or_default();
    match o {
        Outcome::Won { winner, reason } => {
            let reason = match reason {
                Reason::Solved => say(l, "reason_solved", &[]),
                Reason::FewerAttempts => say(l, "reason_attempts", &[]),
                Reason::Forfeit => {
                    say(l, "reason_forfeit", &[("loser", &side_name(other(winner)))])
                }
                Reason::EarlyForfeit => say(
                    l,
                    "reason_early_forfeit",
                    &[
                        ("loser", &side_name(other(winner))),
                        ("minutes", &super::rules::UNRATED_FORFEIT_MINUTES),
                    ],
                ),
            };
            let won = say(l, "won", &[("winner", &side_name(winner)), ("reason", &reason)]);
            capped(l, d, won)
        }
        Outcome::Draw if d.challenger.solved_at.is_some() => capped(l, d, say(l, "draw_tie", &[])),
        Outcome::Draw => capped(l, d, say(l, "draw", &[])),
        Outcome::Declined => {
            let invited = d.invited.as_ref().map(|(_, n)| n.clone()).unwrap_or_default();
            let invited = if invited.is_empty() { say(l, "deleted_user", &[]) } else { invited };
            say(l, "declined", &[("invited", &invited)])
        }
        Outcome::Expired => say(l, "expired", &[]),
        Outcome::Cancelled => say(l, "cancelled", &[]),
    }
}

/// `text` with a note when the pair's daily cap of rated duels made this one unrated.
fn capped(l: Locale, d: &Duel, text: String) -> String {
    if !d.over_pair_cap {
        return text;
    }
    let cap = super::rules::RATED_PER_PAIR_PER_DAY;
    format!("{text}\n{}", say(l, "over_pair_cap", &[("cap", &cap)]))
}

/// The group's duel board: highest rating first, ties share a rank.
pub(crate) fn board(l: Locale, group: &str, rows: &[RatingRow]) -> String {
    if rows.is_empty() {
        return say(l, "board_empty", &[]);
    }
    let mut rows: Vec<&RatingRow> = rows.iter().collect();
    rows.sort_by(|a, b| shown(&b.rating).cmp(&shown(&a.rating)).then(a.name.cmp(&b.name)));
    let mut lines = vec![say(l, "board_head", &[("group", &group)])];
    let mut rank = 0;
    for (i, r) in rows.iter().enumerate() {
        if i == 0 || shown(&rows[i - 1].rating) != shown(&r.rating) {
            rank = i + 1;
        }
        lines.push(say(
            l,
            "board_row",
            &[
                ("rank", &rank),
                ("name", &board_name(l, &r.name)),
                ("rating", &shown(&r.rating)),
                ("wins", &r.wins),
                ("losses", &r.losses),
                ("draws", &r.draws),
            ],
        ));
    }
    lines.join("\n")
}

/// A member's finished duels, newest first, from their side.
pub(crate) fn history(l: Locale, me: &MemberId, duels: &[Duel]) -> String {
    let rows: Vec<String> = duels
        .iter()
        .filter_map(|d| {
            let Phase::Finished(o) = d.phase else { return None };
            let seat = d.seat_of(me)?;
            let opp = match seat {
                Seat::Challenger => d.opponent.as_ref().map(|s| name(l, s)),
                Seat::Opponent => Some(name(l, &d.challenger)),
            }
            .unwrap_or_else(|| say(l, "anyone", &[]));
            let result = match o {
                Outcome::Won { winner, .. } if winner == seat => say(l, "result_won", &[]),
                Outcome::Won { .. } => say(l, "result_lost", &[]),
                Outcome::Draw => say(l, "result_draw", &[]),
                _ => say(l, "result_unrated", &[]),
            };
            let date = d.created.format("%Y-%m-%d").to_string();
            Some(say(l, "history_row", &[("date", &date), ("opponent", &opp), ("result", &result)]))
        })
        .collect();
    if rows.is_empty() {
        return say(l, "history_empty", &[]);
    }
    std::iter::once(say(l, "history_head", &[])).chain(rows).collect::<Vec<_>>().join("\n")
}
