//! Leaderboards per group over a window (the group's today, its ISO week, all time): points summed
//! per member, competition ranking (ties share a rank; earlier last solve lists first), the top
//! rows plus the caller's own row whenever it is not among them.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use serde::Serialize;

use super::group::MemberId;
use super::schedule::{local_date, post_instant};

/// Rows shown before the caller's own.
pub const TOP: usize = 10;

/// Which period a board covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Window {
    Today,
    Week,
    All,
}

impl Window {
    pub fn parse(s: &str) -> Option<Window> {
        match s.trim().to_ascii_lowercase().as_str() {
            "" | "today" | "day" | "今天" | "今日" => Some(Window::Today),
            "week" | "weekly" | "本周" | "周" => Some(Window::Week),
            "all" | "total" | "alltime" | "全部" | "总" => Some(Window::All),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Window::Today => "today",
            Window::Week => "week",
            Window::All => "all",
        }
    }

    /// The UTC instant where this window starts for a group in `tz` at `now` (midnight local).
    pub fn start(self, tz: Tz, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let today = local_date(tz, now);
        let first: NaiveDate = match self {
            Window::All => return None,
            Window::Today => today,
            Window::Week => {
                today - Duration::days(i64::from(today.weekday().num_days_from_monday()))
            }
        };
        Some(post_instant(tz, first, chrono::NaiveTime::MIN))
    }
}

/// One scored solve, as the board sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreRow {
    pub member: MemberId,
    pub name: String,
    pub points: u32,
    pub at: DateTime<Utc>,
}

/// One line of a board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardRow {
    pub rank: usize,
    pub member: MemberId,
    pub name: String,
    pub points: u32,
    pub solves: u32,
}

/// A board ready to render.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Board {
    pub window: Window,
    pub top: Vec<BoardRow>,
    /// The caller's row when it is not in `top` (or when they have not scored: rank 0).
    pub me: Option<BoardRow>,
    pub members: usize,
}

/// Ranks everyone with at least one solve in the rows given (already filtered to the window).
pub fn rank(rows: &[ScoreRow]) -> Vec<BoardRow> {
    let mut sums: HashMap<&MemberId, (String, u32, u32, DateTime<Utc>)> = HashMap::new();
    for r in rows {
        let e = sums.entry(&r.member).or_insert((r.name.clone(), 0, 0, r.at));
        e.0.clone_from(&r.name);
        e.1 += r.points;
        e.2 += 1;
        e.3 = e.3.max(r.at);
    }
    let mut list: Vec<_> = sums.into_iter().collect();
    list.sort_by(|a, b| b.1.1.cmp(&a.1.1).then(a.1.3.cmp(&b.1.3)).then(a.0.cmp(b.0)));
    let mut out: Vec<BoardRow> = Vec::with_capacity(list.len());
    for (i, (member, (name, points, solves, _))) in list.into_iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.points == points => prev.rank,
            _ => i + 1,
        };
        out.push(BoardRow { rank, member: member.clone(), name, points, solves });
    }
    out
}

/// The board for `window`, with `caller`'s own position always present.
pub fn board(rows: &[ScoreRow], window: Window, caller: &MemberId, caller_name: &str) -> Board {
    let ranked = rank(rows);
    let members = ranked.len();
    let me = match ranked.iter().position(|r| &r.member == caller) {
        Some(i) if i < TOP => None,
        Some(i) => Some(ranked[i].clone()),
        None => Some(BoardRow {
            rank: 0,
            member: caller.clone(),
            name: caller_name.to_string(),
            points: 0,
            solves: 0,
        }),
    };
    Board { window, top: ranked.into_iter().take(TOP).collect(), me, members }
}

/// Shortens a display name to `max` characters so a board line fits a phone screen.
pub fn short_name(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        return name.to_string();
    }
    let mut s: String = name.chars().take(max.saturating_sub(1)).collect();
    s.push('…');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn row(m: &str, points: u32, minute: u32) -> ScoreRow {
        ScoreRow {
            member: MemberId(m.into()),
            name: m.into(),
            points,
            at: Utc.with_ymd_and_hms(2026, 1, 1, 0, minute, 0).unwrap(),
        }
    }

    #[test]
    fn ties_share_a_rank_and_the_caller_is_always_shown() {
        let rows = [row("a", 10, 1), row("b", 10, 2), row("c", 5, 3), row("a", 5, 4)];
        let b = board(&rows, Window::All, &MemberId("z".into()), "z");
        let ranks: Vec<_> = b.top.iter().map(|r| (r.member.0.as_str(), r.rank, r.points)).collect();
        assert_eq!(ranks, [("a", 1, 15), ("b", 2, 10), ("c", 3, 5)]);
        assert_eq!(b.me.unwrap().rank, 0, "a caller without points still sees a line");
        let tied = rank(&[row("x", 5, 1), row("y", 5, 2)]);
        assert_eq!((tied[0].rank, tied[1].rank), (1, 1));
    }

    #[test]
    fn names_are_cut_for_phones() {
        assert_eq!(short_name("张三丰太极拳大师", 5), "张三丰太…");
        assert_eq!(short_name("bob", 5), "bob");
    }
}
