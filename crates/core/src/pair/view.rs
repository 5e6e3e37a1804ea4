//! What peer sessions look like, in either language: the proposal, the interviewer's pack (the
//! problem with its hints, follow-ups and rubric — for the interviewer only), the candidate's
//! problem (statement and samples only), feedback, status and history. Pure.

use super::matching::{Reliability, local_hm};
use super::rules::{End, Feedback, Pair, Peer, Phase, Seat};
use crate::drills::MemberId;
use crate::drills::service::problem_text;
use crate::report::Dimension;
use mashang_i18n::{Locale, t};
use mashang_judge::problem::Problem;

/// `key` in the pair catalog.
pub(crate) fn say(l: Locale, key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    t(l, &format!("pair.{key}"), args)
}

/// A side's name ("deleted user" after `/forget`).
pub(crate) fn name(l: Locale, p: Option<&Peer>) -> String {
    match p {
        Some(p) if p.member.is_some() => p.name.clone(),
        _ => say(l, "deleted_user", &[]),
    }
}

/// When the session starts, for `peer`: "now" or the time in their own timezone.
pub(crate) fn when(l: Locale, pair: &Pair, peer: &Peer) -> String {
    if pair.now_slot {
        say(l, "when_now", &[])
    } else {
        say(l, "when_at", &[("time", &local_hm(pair.slot, &peer.tz)), ("tz", &peer.tz)])
    }
}

/// The match as proposed to `seat` (accept/decline buttons underneath).
pub(crate) fn proposal(l: Locale, pair: &Pair, seat: Seat, other_rel: Reliability) -> String {
    let (Some(me), Some(other)) = (pair.peer(seat), pair.peer(seat.other())) else {
        return String::new();
    };
    say(
        l,
        "proposed",
        &[
            ("name", &name(l, Some(other))),
            ("level", &other.level.as_str()),
            ("role", &other.role.as_str()),
            ("score", &other_rel.score()),
            ("when", &when(l, pair, me)),
            ("half", &super::rules::HALF_MINUTES),
        ],
    )
}

fn numbered(items: &[String]) -> String {
    items.iter().enumerate().map(|(i, s)| format!("{}. {s}", i + 1)).collect::<Vec<_>>().join("\n")
}

/// The interviewer's pack for `p`: statement, samples, every hint, the follow-ups, the expected
/// complexity and the rubric. Sent to the interviewer's private chat only.
pub(crate) fn interviewer_pack(l: Locale, p: &Problem, candidate: &str) -> String {
    let lang = if l == Locale::ZhCn { "zh" } else { "en" };
    let (title, statement, samples) = problem_text(p, l);
    let hints: Vec<String> = p.spec.hints.iter().map(|h| h.get(lang).to_string()).collect();
    let follow: Vec<String> = p.spec.follow_ups.iter().map(|h| h.get(lang).to_string()).collect();
    let complexity = p
        .spec
        .complexity
        .as_ref()
        .map_or_else(|| "—".to_string(), |c| format!("{} / {}", c.time, c.space));
    let mut rubric: Vec<String> =
        p.spec.rubric.iter().map(|r| r.point.get(lang).to_string()).collect();
    rubric.extend(Dimension::ALL.iter().map(|d| say(l, &format!("rubric_{}", dim_key(*d)), &[])));
    let none = || say(l, "none", &[]);
    say(
        l,
        "pack",
        &[
            ("candidate", &candidate),
            ("title", &title),
            ("level", &p.level().as_str()),
            ("statement", &statement),
            ("samples", &samples),
            ("hints", &if hints.is_empty() { none() } else { numbered(&hints) }),
            ("follow_ups", &if follow.is_empty() { none() } else { numbered(&follow) }),
            ("complexity", &complexity),
            ("rubric", &numbered(&rubric)),
        ],
    )
}

/// The candidate's problem: statement and samples, nothing an interviewer keeps.
pub(crate) fn candidate_problem(l: Locale, p: &Problem, interviewer: &str) -> String {
    let (title, statement, samples) = problem_text(p, l);
    say(
        l,
        "candidate_problem",
        &[
            ("interviewer", &interviewer),
            ("title", &title),
            ("level", &p.level().as_str()),
            ("statement", &statement),
            ("samples", &samples),
        ],
    )
}

fn dim_key(d: Dimension) -> &'static str {
    match d {
        Dimension::Correctness => "correctness",
        Dimension::Complexity => "complexity",
        Dimension::Style => "style",
        Dimension::Communication => "communication",
        Dimension::Adaptability => "adaptability",
    }
}

/// Feedback about someone, from `from`.
pub(crate) fn feedback_about(l: Locale, from: &str, fb: Option<&Feedback>) -> String {
    let Some(fb) = fb else { return say(l, "feedback_none", &[("name", &from)]) };
    let lines: Vec<String> = Dimension::ALL
        .iter()
        .zip(fb.scores)
        .map(|(d, s)| {
            let dim = say(l, &format!("dim_{}", dim_key(*d)), &[]);
            say(l, "feedback_line", &[("dim", &dim), ("score", &s)])
        })
        .collect();
    let note = if fb.note.is_empty() { "—".to_string() } else { fb.note.clone() };
    say(l, "feedback_about_you", &[("name", &from), ("lines", &lines.join("\n")), ("note", &note)])
}

fn phase_text(l: Locale, pair: &Pair) -> String {
    let key = match &pair.phase {
        Phase::Waiting => "phase_waiting",
        Phase::Proposed => "phase_proposed",
        Phase::Confirmed => "phase_confirmed",
        Phase::Opened => "phase_opened",
        Phase::Running => "phase_running",
        Phase::Feedback => "phase_feedback",
        Phase::Finished(End::Done) => "result_done",
        Phase::Finished(End::Cancelled { .. }) => "result_cancelled",
        Phase::Finished(End::NoShow { .. }) => "result_no_show",
        Phase::Finished(End::Unmatched) => "result_unmatched",
    };
    say(l, key, &[("half", &pair.half)])
}

/// The caller's session (if any) and their reliability.
pub(crate) fn status(l: Locale, me: &MemberId, pair: Option<&Pair>, rel: Reliability) -> String {
    let mut lines = Vec::new();
    match pair {
        None => lines.push(say(l, "no_session", &[])),
        Some(p) => {
            let seat = p.seat_of(me).unwrap_or(Seat::A);
            let mine = p.peer(seat).unwrap_or(&p.a);
            let other = p.peer(seat.other());
            let partner = if other.is_some() { name(l, other) } else { say(l, "nobody_yet", &[]) };
            lines.push(say(
                l,
                "status",
                &[
                    ("id", &p.id),
                    ("state", &phase_text(l, p)),
                    ("partner", &partner),
                    ("when", &when(l, p, mine)),
                ],
            ));
        }
    }
    lines.push(say(
        l,
        "reliability",
        &[
            ("score", &rel.score()),
            ("completed", &rel.completed),
            ("no_shows", &rel.no_shows),
            ("cancels", &rel.cancels),
        ],
    ));
    lines.join("\n")
}

/// A member's finished sessions, newest first, from their side.
pub(crate) fn history(l: Locale, me: &MemberId, pairs: &[Pair]) -> String {
    let rows: Vec<String> = pairs
        .iter()
        .filter(|p| p.is_finished())
        .filter_map(|p| {
            let seat = p.seat_of(me)?;
            let partner = match p.peer(seat.other()) {
                Some(o) => name(l, Some(o)),
                None => say(l, "nobody_yet", &[]),
            };
            let date = p.slot.format("%Y-%m-%d").to_string();
            let result = phase_text(l, p);
            Some(say(
                l,
                "history_row",
                &[("date", &date), ("partner", &partner), ("result", &result)],
            ))
        })
        .collect();
    if rows.is_empty() {
        return say(l, "history_empty", &[]);
    }
    std::iter::once(say(l, "history_head", &[])).chain(rows).collect::<Vec<_>>().join("\n")
}
