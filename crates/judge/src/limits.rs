//! Scaling every test's time limit of one judging (the bank check's margin for known-wrong
//! solutions that must time out).

use std::fmt;

use super::run::Planned;

/// A factor applied to every test's time limit, held in hundredths so options stay `Eq`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitScale(u32);

/// A scale outside what `LimitScale::from_factor` accepts.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("a time-limit scale must be between 1 and 20 (got {0})")]
pub struct BadLimitScale(pub f64);

impl LimitScale {
    /// Limits as written.
    pub const NONE: LimitScale = LimitScale(100);
    /// 1.5× every limit.
    pub const ONE_AND_A_HALF: LimitScale = LimitScale(150);

    /// `factor` × every limit, to the hundredth; 1 to 20.
    pub fn from_factor(factor: f64) -> Result<Self, BadLimitScale> {
        if !(1.0..=20.0).contains(&factor) {
            return Err(BadLimitScale(factor));
        }
        Ok(LimitScale((factor * 100.0).round() as u32))
    }

    /// Scales `ms`.
    pub fn of(self, ms: u64) -> u64 {
        ms.saturating_mul(u64::from(self.0)) / 100
    }

    pub(crate) fn apply(self, planned: &mut [Planned]) {
        for p in planned {
            p.limit_ms = self.of(p.limit_ms);
        }
    }
}

impl fmt::Display for LimitScale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, hundredths) = (self.0 / 100, self.0 % 100);
        match hundredths {
            0 => write!(f, "{whole}×"),
            h if h % 10 == 0 => write!(f, "{whole}.{}×", h / 10),
            h => write!(f, "{whole}.{h:02}×"),
        }
    }
}

impl std::str::FromStr for LimitScale {
    type Err = BadLimitScale;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        LimitScale::from_factor(s.trim().trim_end_matches(['x', '×']).parse().unwrap_or(f64::NAN))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scale_multiplies_limits_to_the_millisecond_and_prints_as_a_factor() {
        let s: LimitScale = "1.5".parse().unwrap();
        assert_eq!((s.of(1000), s.of(2500), s.to_string()), (1500, 3750, "1.5×".to_string()));
        assert_eq!(LimitScale::NONE.of(1234), 1234);
        assert_eq!("3x".parse::<LimitScale>().unwrap().to_string(), "3×");
        assert_eq!(LimitScale::from_factor(1.25).unwrap().to_string(), "1.25×");
    }

    #[test]
    fn every_submission_is_judged_at_the_written_limits() {
        // Only `problems check` scales limits (its known-wrong margin); no submission path can.
        use crate::JudgeOptions;
        assert_eq!(JudgeOptions::default().limit_scale, LimitScale::NONE);
        assert_eq!(JudgeOptions::scored().limit_scale, LimitScale::NONE);
    }

    #[test]
    fn a_scale_below_one_or_not_a_number_is_refused() {
        for bad in ["0.5", "abc", "21", "NaN"] {
            assert!(bad.parse::<LimitScale>().is_err(), "{bad}");
        }
    }
}
