//! Which Discord shards this process runs: `--shards 0-3 --shard-total 8` splits a bot's shards
//! across processes (each replica runs its own range; together they cover `0..total`). Discord
//! routes a guild's events to shard `(guild_id >> 22) % total`, so a guild is served by exactly
//! one process.

/// A range of shards (inclusive) out of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardPlan {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Why a shard setting was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ShardPlanError {
    #[error("shards `{0}`: expected a shard or a range like 0-3")]
    Syntax(String),
    #[error("shards {first}-{last}: the first is after the last")]
    Reversed { first: u32, last: u32 },
    #[error("shards {first}-{last} do not fit in a total of {total} (shards are 0..{total})")]
    OutOfRange { first: u32, last: u32, total: u32 },
    #[error("a shard range needs the total number of shards (--shard-total)")]
    NoTotal,
    #[error("--shard-total needs the range this process runs (--shards)")]
    NoRange,
}

impl ShardPlan {
    /// The plan from `--shards` (`"0-3"` or `"5"`) and `--shard-total`; `None` when neither is
    /// set (one process runs Discord's recommended number of shards).
    pub fn parse(range: Option<&str>, total: Option<u32>) -> Result<Option<Self>, ShardPlanError> {
        let range = match (range.map(str::trim).filter(|r| !r.is_empty()), total) {
            (None, None) => return Ok(None),
            (Some(_), None) => return Err(ShardPlanError::NoTotal),
            (None, Some(_)) => return Err(ShardPlanError::NoRange),
            (Some(r), Some(_)) => r,
        };
        let total = total.unwrap_or_default();
        let num =
            |s: &str| s.trim().parse::<u32>().map_err(|_| ShardPlanError::Syntax(range.into()));
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (num(a)?, num(b)?),
            None => (num(range)?, num(range)?),
        };
        if first > last {
            return Err(ShardPlanError::Reversed { first, last });
        }
        if last >= total {
            return Err(ShardPlanError::OutOfRange { first, last, total });
        }
        Ok(Some(ShardPlan { first, last, total }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_and_a_total_make_a_plan_and_one_shard_is_a_range_of_one() {
        assert_eq!(
            ShardPlan::parse(Some("0-3"), Some(8)),
            Ok(Some(ShardPlan { first: 0, last: 3, total: 8 }))
        );
        assert_eq!(
            ShardPlan::parse(Some("5"), Some(8)),
            Ok(Some(ShardPlan { first: 5, last: 5, total: 8 }))
        );
        assert_eq!(ShardPlan::parse(None, None), Ok(None));
    }

    #[test]
    fn ranges_outside_the_total_reversed_or_half_given_are_refused() {
        assert!(matches!(
            ShardPlan::parse(Some("4-8"), Some(8)),
            Err(ShardPlanError::OutOfRange { .. })
        ));
        assert!(matches!(
            ShardPlan::parse(Some("3-1"), Some(8)),
            Err(ShardPlanError::Reversed { .. })
        ));
        assert_eq!(ShardPlan::parse(Some("0-3"), None), Err(ShardPlanError::NoTotal));
        assert_eq!(ShardPlan::parse(None, Some(8)), Err(ShardPlanError::NoRange));
        assert!(matches!(ShardPlan::parse(Some("a-b"), Some(8)), Err(ShardPlanError::Syntax(_))));
    }
}
