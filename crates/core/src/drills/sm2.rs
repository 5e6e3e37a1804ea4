//! SM-2 spaced repetition over weak topics: each topic is a card whose next review date grows with
//! successful practice and resets after a failure.

use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};

/// One topic's schedule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Card {
    pub topic: String,
    /// Easiness factor (≥ 1.3).
    pub ease: f64,
    /// Days until the next review.
    pub interval: u32,
    /// Successful reviews in a row.
    pub reps: u32,
    pub due: NaiveDate,
}

impl Card {
    /// A new card, due at once.
    pub fn new(topic: impl Into<String>, today: NaiveDate) -> Self {
        Card { topic: topic.into(), ease: 2.5, interval: 0, reps: 0, due: today }
    }

    pub fn is_due(&self, today: NaiveDate) -> bool {
        self.due <= today
    }
}

/// Review quality 0..=5 from a practice outcome: accepted without hints is 5, each hint costs
/// one, and any failure is 2 (forgotten).
pub fn quality(accepted: bool, hints: u32) -> u8 {
    if accepted { 5u8.saturating_sub(hints.min(2) as u8) } else { 2 }
}

/// The card after a review of quality `q` on `today` (the SM-2 update).
pub fn review(card: &Card, q: u8, today: NaiveDate) -> Card {
    let q = q.min(5);
    let mut c = card.clone();
    if q < 3 {
        c.reps = 0;
        c.interval = 1;
    } else {
        c.reps += 1;
        c.interval = match c.reps {
            1 => 1,
            2 => 6,
            _ => (f64::from(c.interval.max(1)) * c.ease).round() as u32,
        };
    }
    let qf = f64::from(q);
    c.ease = (c.ease + (0.1 - (5.0 - qf) * (0.08 + (5.0 - qf) * 0.02))).max(1.3);
    c.due = today + Duration::days(i64::from(c.interval));
    c
}

/// The card to practise today: the most overdue, then the hardest.
pub fn next_due(cards: &[Card], today: NaiveDate) -> Option<&Card> {
    cards
        .iter()
        .filter(|c| c.is_due(today))
        .min_by(|a, b| a.due.cmp(&b.due).then(a.ease.total_cmp(&b.ease)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intervals_grow_after_success_and_reset_after_failure() {
        let today = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        let c1 = review(&Card::new("dp", today), 5, today);
        assert_eq!(c1.interval, 1);
        let c2 = review(&c1, 5, c1.due);
        assert_eq!(c2.interval, 6);
        let c3 = review(&c2, 5, c2.due);
        assert!(c3.interval > 6, "{c3:?}");
        let failed = review(&c3, 2, c3.due);
        assert_eq!((failed.interval, failed.reps), (1, 0));
        assert!(failed.ease < c3.ease);
    }
}
