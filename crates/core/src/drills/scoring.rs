//! Points for an accepted drill solve: a base by difficulty, a bonus for the first solvers of the
//! day's problem, and a reduction per hint taken. A problem already solved scores nothing — that
//! rule is enforced where solves are recorded (one scoring row per member and problem per group).

use mashang_judge::problem::Level;

/// Base points by difficulty.
pub fn base(level: Level) -> u32 {
    match level {
        Level::Junior => 10,
        Level::Mid => 20,
        Level::Senior => 30,
    }
}

/// The first solvers' bonus points by rank (0 = first); nothing for later solvers.
pub const BONUS_BY_RANK: [u32; 3] = [5, 3, 1];

/// Bonus for the n-th solver (0-based) of the group's daily problem: 5, 3, 1, then nothing.
pub fn first_solver_bonus(rank: usize) -> u32 {
    BONUS_BY_RANK.get(rank).copied().unwrap_or(0)
}

/// Each hint costs a quarter of the base; at least a quarter always remains.
pub fn after_hints(base: u32, hints: u32) -> u32 {
    let quarters = 4u32.saturating_sub(hints).max(1);
    base * quarters / 4
}

/// Points for a solve of a `level` problem by the `rank`-th solver after `hints` hints.
pub fn points(level: Level, rank: usize, hints: u32) -> u32 {
    after_hints(base(level), hints) + first_solver_bonus(rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harder_problems_score_more_and_hints_cost_a_quarter_each() {
        assert_eq!(points(Level::Junior, 9, 0), 10);
        assert_eq!(points(Level::Senior, 9, 0), 30);
        assert_eq!(points(Level::Mid, 9, 1), 15);
        assert_eq!(points(Level::Mid, 9, 3), 5);
        assert_eq!(points(Level::Mid, 9, 9), 5, "a quarter always remains");
        assert_eq!(points(Level::Junior, 0, 0), 15, "first solver bonus");
    }
}
