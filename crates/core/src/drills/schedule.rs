//! When to post: the group's local post time on its local date, decided from "now" and the
//! persisted last-posted date. Pure, so a restart at any moment gives the same answer: before the
//! post time nothing is due; after it, today's post is due exactly once (the store's unique
//! `(group, date)` row is the final guard against a double post).
//!
//! DST: a post time that does not exist on a spring-forward day (e.g. 02:30) is moved to the first
//! valid minute after the gap; on a fall-back day an ambiguous time means its first occurrence.

use chrono::{DateTime, Duration, LocalResult, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

use super::group::StudyGroup;

/// The UTC instant of `time` on local `date` in `tz`.
pub fn post_instant(tz: Tz, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
    let mut local = date.and_time(time);
    // DST gaps are at most a few hours; step forward minute by minute until the time exists.
    for _ in 0..=24 * 60 {
        match tz.from_local_datetime(&local) {
            LocalResult::Single(t) => return t.with_timezone(&Utc),
            LocalResult::Ambiguous(first, _) => return first.with_timezone(&Utc),
            LocalResult::None => local += Duration::minutes(1),
        }
    }
    // Unreachable for real zones; fall back to reading the wall time as UTC.
    Utc.from_utc_datetime(&date.and_time(time))
}

/// The group's local date at `now`.
pub fn local_date(tz: Tz, now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&tz).date_naive()
}

/// The local date whose drill should be posted now, if any.
pub fn due(
    group: &StudyGroup,
    last_posted: Option<NaiveDate>,
    now: DateTime<Utc>,
) -> Option<NaiveDate> {
    if !group.enabled {
        return None;
    }
    let today = local_date(group.tz, now);
    if last_posted.is_some_and(|d| d >= today) {
        return None;
    }
    (now >= post_instant(group.tz, today, group.post_time)).then_some(today)
}

/// The next instant at which something may become due (for the scheduler's sleep).
pub fn next_check(
    group: &StudyGroup,
    last_posted: Option<NaiveDate>,
    now: DateTime<Utc>,
) -> DateTime<Utc> {
    let today = local_date(group.tz, now);
    let at_today = post_instant(group.tz, today, group.post_time);
    if now < at_today && last_posted.is_none_or(|d| d < today) {
        return at_today;
    }
    let tomorrow = today.succ_opt().unwrap_or(today);
    post_instant(group.tz, tomorrow, group.post_time)
}

/// Days on which the bot should have posted but did not (it was down): strictly between the last
/// posted date and `today`, at most a month back. They are excused for everyone's streak.
pub fn missed_days(last_posted: Option<NaiveDate>, today: NaiveDate) -> Vec<NaiveDate> {
    let Some(last) = last_posted else { return Vec::new() };
    last.iter_days().skip(1).take_while(|d| *d < today).take(31).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_post_time_inside_a_spring_forward_gap_moves_to_the_first_valid_minute() {
        let tz: Tz = "America/New_York".parse().unwrap();
        let day = NaiveDate::from_ymd_opt(2026, 3, 8).unwrap();
        let at = post_instant(tz, day, NaiveTime::from_hms_opt(2, 30, 0).unwrap());
        // 03:00 EDT = 07:00 UTC.
        assert_eq!(at, Utc.with_ymd_and_hms(2026, 3, 8, 7, 0, 0).unwrap());
    }

    #[test]
    fn missed_days_lie_strictly_between_the_last_post_and_today() {
        let d = |n| NaiveDate::from_ymd_opt(2026, 1, n).unwrap();
        assert_eq!(missed_days(Some(d(1)), d(4)), vec![d(2), d(3)]);
        assert!(missed_days(Some(d(3)), d(4)).is_empty());
        assert!(missed_days(None, d(4)).is_empty());
    }
}
