//! Who is matched with whom, and when (pure): a slot in the member's own timezone, the
//! reliability score kept per member, and the order candidates are tried in — members with
//! repeated no-shows last, then the nearest level, the same role, the nearest timezone, the
//! longest waiting.

use chrono::{DateTime, Duration, NaiveTime, Offset, TimeZone, Utc};
use chrono_tz::Tz;

use super::rules::{Pair, Peer};
use mashang_judge::problem::Level;

/// No-shows from which a member is matched only when nobody else fits.
pub const REPEATED_NO_SHOWS: u32 = 2;

/// A member's record as a peer: sessions completed, no-shows, late cancellations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Reliability {
    pub completed: u32,
    pub no_shows: u32,
    pub cancels: u32,
}

impl Reliability {
    /// The share of commitments kept, in percent (100 with no history).
    pub fn score(&self) -> u32 {
        let total = self.completed + self.no_shows + self.cancels;
        (self.completed * 100).checked_div(total).unwrap_or(100)
    }

    /// Repeated no-shows: matched after everyone else.
    pub fn matched_last(&self) -> bool {
        self.no_shows >= REPEATED_NO_SHOWS
    }
}

/// The next `HH:MM` in `tz` after `now` (today if still ahead, else tomorrow). A time in a DST
/// gap moves to the first valid minute after it; an ambiguous one means its first occurrence.
pub fn next_local(text: &str, tz: Tz, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    let time = NaiveTime::parse_from_str(text.trim(), "%H:%M").ok()?;
    let today = now.with_timezone(&tz).date_naive();
    for day in 0..3 {
        let date = today + Duration::days(day);
        let mut local = date.and_time(time);
        // A gap is at most a few hours: walk forward a minute at a time to its end.
        for _ in 0..240 {
            if let Some(at) = tz.from_local_datetime(&local).earliest() {
                let at = at.with_timezone(&Utc);
                if at > now {
                    return Some(at);
                }
                break;
            }
            local += Duration::minutes(1);
        }
    }
    None
}

/// `at` as `HH:MM` in `tz`.
pub fn local_hm(at: DateTime<Utc>, tz: &str) -> String {
    let tz: Tz = tz.parse().unwrap_or(Tz::UTC);
    at.with_timezone(&tz).format("%H:%M").to_string()
}

/// The UTC offset of `tz` at `at`, in minutes.
fn offset_minutes(tz: &str, at: DateTime<Utc>) -> i64 {
    let tz: Tz = tz.parse().unwrap_or(Tz::UTC);
    i64::from(tz.offset_from_utc_datetime(&at.naive_utc()).fix().local_minus_utc()) / 60
}

fn level_rank(l: Level) -> i64 {
    match l {
        Level::Junior => 0,
        Level::Mid => 1,
        Level::Senior => 2,
    }
}

/// How a candidate ranks, smallest first: repeated no-shows, level distance, other role,
/// timezone distance (minutes), when they asked.
type Rank = (bool, i64, bool, i64, DateTime<Utc>);

/// Orders candidate waiting requests for `me` (asking for `slot`, `None` = now): the index of
/// each fitting candidate, best first. `candidates` pairs each waiting request with its
/// requester's reliability.
pub fn ranked(
    me: &Peer,
    slot: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
    candidates: &[(Pair, Reliability)],
) -> Vec<usize> {
    let mut fit: Vec<(usize, Rank)> = candidates
        .iter()
        .enumerate()
        .filter(|(_, (p, _))| p.b.is_none() && p.fits(slot, now) && p.a.member != me.member)
        .map(|(i, (p, r))| {
            let level = (level_rank(p.a.level) - level_rank(me.level)).abs();
            let role = p.a.role != me.role;
            let tz = (offset_minutes(&p.a.tz, now) - offset_minutes(&me.tz, now)).abs();
            (i, (r.matched_last(), level, role, tz, p.created))
        })
        .collect();
    fit.sort_by_key(|a| a.1);
    fit.into_iter().map(|(i, _)| i).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drills::{ChatKey, GroupId, MemberId, Platform};
    use crate::pair::rules::PairId;
    use crate::session::UserKey;
    use mashang_i18n::Locale;
    use mashang_judge::problem::Role;

    fn at(h: u32, m: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 7, h, m, 0).unwrap()
    }

    pub(crate) fn peer(n: &str, level: Level, tz: &str) -> Peer {
        Peer {
            member: Some(MemberId(format!("telegram:{n}"))),
            name: format!("@{n}"),
            account: Some(UserKey::new("telegram", n)),
            tz: tz.into(),
            locale: Locale::En,
            level,
            role: Role::Algorithm,
            accepted: false,
            ready: false,
            gave: None,
        }
    }

    fn waiting(n: &str, level: Level, tz: &str, created: DateTime<Utc>) -> Pair {
        let chat = ChatKey::new(Platform::Telegram, "-1");
        let id = PairId(format!("P{n}"));
        Pair::request(id, GroupId("g".into()), chat, peer(n, level, tz), None, created)
    }

    #[test]
    fn a_slot_is_the_next_such_time_in_the_members_own_timezone() {
        let shanghai: Tz = "Asia/Shanghai".parse().unwrap();
        // 10:00 UTC = 18:00 in Shanghai: 20:00 is today, 09:00 tomorrow.
        assert_eq!(next_local("20:00", shanghai, at(10, 0)), Some(at(12, 0)));
        let tomorrow = Utc.with_ymd_and_hms(2026, 3, 8, 1, 0, 0).unwrap();
        assert_eq!(next_local("09:00", shanghai, at(10, 0)), Some(tomorrow));
        assert_eq!(next_local("25:00", shanghai, at(10, 0)), None);
        assert_eq!(local_hm(at(12, 0), "Asia/Shanghai"), "20:00");
        // 2026-03-08 02:30 does not exist in New York: the first valid minute is 03:00 EDT.
        let ny: Tz = "America/New_York".parse().unwrap();
        let gap = next_local("02:30", ny, Utc.with_ymd_and_hms(2026, 3, 8, 5, 0, 0).unwrap());
        assert_eq!(gap, Some(Utc.with_ymd_and_hms(2026, 3, 8, 7, 0, 0).unwrap()));
    }

    #[test]
    fn candidates_go_by_no_shows_then_level_then_timezone_then_waiting_time() {
        let me = peer("me", Level::Mid, "Asia/Shanghai");
        let ok = Reliability::default();
        let flaky = Reliability { completed: 5, no_shows: 2, cancels: 0 };
        let c = vec![
            (waiting("senior-far", Level::Senior, "America/New_York", at(9, 0)), ok),
            (waiting("mid-near-flaky", Level::Mid, "Asia/Shanghai", at(9, 0)), flaky),
            (waiting("mid-far", Level::Mid, "Europe/Berlin", at(9, 0)), ok),
            (waiting("mid-near-late", Level::Mid, "Asia/Tokyo", at(9, 30)), ok),
            (waiting("mid-near", Level::Mid, "Asia/Tokyo", at(9, 10)), ok),
        ];
        assert_eq!(ranked(&me, None, at(9, 40), &c), vec![4, 3, 2, 0, 1]);
        assert!(flaky.matched_last() && !ok.matched_last());
        assert_eq!(flaky.score(), 71);
        assert_eq!(ok.score(), 100);
    }

    #[test]
    fn a_request_fits_only_a_close_slot_and_never_the_members_own() {
        let me = peer("me", Level::Mid, "UTC");
        let now = at(9, 0);
        let later = |n: &str, h| {
            let mut p = waiting(n, Level::Mid, "UTC", now);
            p.slot = at(h, 0);
            p.now_slot = false;
            p
        };
        let ok = Reliability::default();
        let c = vec![(later("eight-pm", 20), ok), (waiting("me", Level::Mid, "UTC", now), ok)];
        assert_eq!(ranked(&me, Some(at(20, 15)), now, &c), vec![0]);
        assert!(ranked(&me, Some(at(21, 0)), now, &c).is_empty());
        assert!(ranked(&me, None, now, &c).is_empty(), "now does not fit 20:00, nor oneself");
    }
}
