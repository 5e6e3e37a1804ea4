//! The duel rating: Glicko-2 (Glickman's paper) through the `skillratings` crate, one duel being
//! one rating period for both sides. Pure.

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A member's Glicko-2 rating in one group.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer: 1500 ± 350, volatility 0.06 (the paper's defaults).
    fn default() -> Self {
        let r = Glicko2Rating::new();
        Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
    }
}

/// A finished duel from the first side's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Loss,
    Draw,
}

impl Score {
    /// The same result seen from the other side.
    pub fn flip(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Loss => Score::Win,
            Score::Draw => Score::Draw,
        }
    }
}

/// The paper's system constant τ: 0.5 keeps volatility from jumping on one upset.
fn config() -> Glicko2Config {
    Glicko2Config { tau: 0.5, ..Glicko2Config::default() }
}

/// Both sides' new ratings after one duel in which `a` scored `score` against `b`.
pub fn update(a: Rating, b: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Loss => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (a2, b2) = glicko2(&a.into(), &b.into(), &outcome, &config());
    (a2.into(), b2.into())
}

/// One person's two ratings in a group as one (two accounts joined by `/link`). Each rating is
/// the posterior of the same prior (1500 ± 350) after a disjoint set of duels, so, reading each
/// as the normal distribution Glicko is built on, their evidence adds up: the precisions
/// (1/RD²) add, less the prior's, which both contain, and the mean is precision-weighted the
/// same way. Merging with a newcomer's rating therefore changes nothing, and two established
/// ratings give a more certain one between them. Should the sum not beat the more certain of
/// the two (one side's RD grew past the prior's after long inactivity), that one is kept. The
/// volatility is the larger of the two: after a merge the rating may move faster, not slower.
pub fn combine(a: Rating, b: Rating) -> Rating {
    let prior = Rating::default();
    let precision = |r: &Rating| 1.0 / (r.deviation * r.deviation);
    let (pa, pb, p0) = (precision(&a), precision(&b), precision(&prior));
    let p = pa + pb - p0;
    let surer = if a.deviation <= b.deviation { a } else { b };
    if !p.is_finite() || p <= pa.max(pb) {
        return Rating { volatility: a.volatility.max(b.volatility), ..surer };
    }
    Rating {
        rating: (pa * a.rating + pb * b.rating - p0 * prior.rating) / p,
        deviation: (1.0 / p).sqrt(),
        volatility: a.volatility.max(b.volatility),
    }
}

/// The whole-number rating shown on boards.
pub fn shown(r: &Rating) -> i64 {
    r.rating.round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use skillratings::glicko2::glicko2_rating_period;

    fn played(n: usize, win: bool) -> Rating {
        let mut r = Rating::default();
        for _ in 0..n {
            let score = if win { Score::Win } else { Score::Loss };
            r = update(r, Rating::default(), score).0;
        }
        r
    }

    #[test]
    fn merging_with_an_unplayed_rating_keeps_the_played_one() {
        let r = played(3, true);
        let m = combine(r, Rating::default());
        assert!((m.rating - r.rating).abs() < 1e-6, "{m:?} vs {r:?}");
        assert!((m.deviation - r.deviation).abs() < 1e-6);
        assert_eq!(combine(Rating::default(), r), m, "the order does not matter");
    }

    #[test]
    fn merging_two_played_ratings_lands_between_them_and_is_surer_than_either() {
        let (up, down) = (played(4, true), played(2, false));
        let m = combine(up, down);
        assert!(down.rating < m.rating && m.rating < up.rating, "{m:?}");
        assert!(m.deviation < up.deviation.min(down.deviation), "{m:?}");
        // The side with more duels (smaller deviation) pulls harder.
        assert!(m.rating > (up.rating + down.rating) / 2.0, "{m:?} {up:?} {down:?}");
    }

    #[test]
    fn the_papers_worked_example_gives_the_papers_numbers() {
        // Glickman, "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30, loses to
        // 1550/100 and to 1700/300 in one period, τ = 0.5 → 1464.06 / 151.52 / 0.05999.
        let player = Glicko2Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let opp = |r, d| Glicko2Rating { rating: r, deviation: d, volatility: 0.06 };
        let results = [
            (opp(1400.0, 30.0), Outcomes::WIN),
            (opp(1550.0, 100.0), Outcomes::LOSS),
            (opp(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &results, &config());
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_between_newcomers_moves_both_by_the_same_amount() {
        let (w, l) = update(Rating::default(), Rating::default(), Score::Win);
        assert!(w.rating > 1500.0 && l.rating < 1500.0, "{w:?} {l:?}");
        assert!(((w.rating - 1500.0) - (1500.0 - l.rating)).abs() < 1e-9);
        assert!(w.deviation < 350.0, "one duel makes the rating surer");
        assert_eq!(shown(&w), 1662, "{w:?}");
    }

    #[test]
    fn a_draw_between_equals_keeps_their_ratings() {
        let (a, b) = update(Rating::default(), Rating::default(), Score::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
    }

    fn rating() -> impl Strategy<Value = Rating> {
        (800.0..2400.0f64, 40.0..350.0f64, 0.04..0.08f64)
            .prop_map(|(rating, deviation, volatility)| Rating { rating, deviation, volatility })
    }

    fn score() -> impl Strategy<Value = Score> {
        prop_oneof![Just(Score::Win), Just(Score::Loss), Just(Score::Draw)]
    }

    proptest! {
        /// Glicko-2's guarantees for one game: the update does not depend on who is listed first;
        /// a win never lowers and a loss never raises a rating; two sides equally sure of their
        /// ratings gain and lose the same amount (zero-sum); in general the surer side moves less.
        #[test]
        fn duel_ratings_are_symmetric_monotone_and_zero_sum_for_equal_certainty(
            a in rating(), b in rating(), s in score(), d in 40.0..350.0f64,
        ) {
            let (a1, b1) = update(a, b, s);
            let (b2, a2) = update(b, a, s.flip());
            prop_assert!((a1.rating - a2.rating).abs() < 1e-6 && (b1.rating - b2.rating).abs() < 1e-6);
            match s {
                Score::Win => prop_assert!(a1.rating >= a.rating && b1.rating <= b.rating),
                Score::Loss => prop_assert!(a1.rating <= a.rating && b1.rating >= b.rating),
                Score::Draw => {
                    prop_assert!((a1.rating - a.rating) * (b1.rating - b.rating) <= 1e-9)
                }
            }
            let same = |r: Rating| Rating { deviation: d, volatility: 0.06, ..r };
            let (x, y) = update(same(a), same(b), s);
            let (gain, loss) = (x.rating - a.rating, b.rating - y.rating);
            prop_assert!((gain - loss).abs() < 1e-6, "gain {gain} loss {loss}");
        }
    }
}
