//! The daily problem: chosen from the bank by the group's difficulty mix and topic focus, never a
//! problem posted within the repeat window, and deterministic per (group, date) so that a restart
//! or a second process picks the same one.

use chrono::NaiveDate;
use sha2::{Digest, Sha256};

use super::group::{DifficultyMix, GroupId};
use mashang_judge::problem::{Bank, Level, Problem};

/// Days within which a problem is not posted again to the same group.
pub(crate) const REPEAT_WINDOW_DAYS: usize = 60;

/// A stable 64-bit seed for `(group, date, salt)`.
pub(crate) fn seed(group: &GroupId, date: NaiveDate, salt: &str) -> u64 {
    let digest = Sha256::digest(format!("{}|{}|{}", group.0, date, salt).as_bytes());
    u64::from_be_bytes(digest[..8].try_into().unwrap_or([0; 8]))
}

/// The level for the day, drawn from the mix with the day's seed.
pub(crate) fn level_for(mix: &DifficultyMix, seed: u64) -> Level {
    let total = mix.total().max(1);
    let mut r = (seed % u64::from(total)) as u32;
    for level in [Level::Junior, Level::Mid, Level::Senior] {
        let w = mix.weight(level);
        if r < w {
            return level;
        }
        r -= w;
    }
    Level::Junior
}

fn matches_focus(p: &Problem, focus: &[String]) -> bool {
    focus.is_empty()
        || p.spec.topics.iter().any(|t| focus.iter().any(|f| f.eq_ignore_ascii_case(t)))
}

/// Chooses the day's problem. Constraints are relaxed in order (repeat window, then focus, then
/// level) only when nothing fits, so a small bank still gets a drill every day.
pub(crate) fn pick<'a>(
    bank: &'a Bank,
    group: &GroupId,
    date: NaiveDate,
    mix: &DifficultyMix,
    focus: &[String],
    recent: &[String],
) -> Option<&'a Problem> {
    let s = seed(group, date, "problem");
    let level = level_for(mix, seed(group, date, "level"));
    let judged: Vec<&Problem> = bank.iter().filter(|p| p.is_judged()).collect();
    let fresh = |p: &&Problem| !recent.iter().any(|r| r == p.id());
    let tiers: [&dyn Fn(&&Problem) -> bool; 5] = [
        &|p| p.level() == level && matches_focus(p, focus) && fresh(p),
        &|p| p.level() == level && fresh(p),
        &|p| mix.weight(p.level()) > 0 && matches_focus(p, focus) && fresh(p),
        &|p| fresh(p),
        &|_| true,
    ];
    tiers.iter().find_map(|keep| {
        let candidates: Vec<&Problem> = judged.iter().copied().filter(|p| keep(p)).collect();
        (!candidates.is_empty()).then(|| candidates[(s % candidates.len() as u64) as usize])
    })
}

/// A personal practice problem for `topic`: unsolved by the member, deterministic per day.
pub(crate) fn practice<'a>(
    bank: &'a Bank,
    member: &str,
    date: NaiveDate,
    topic: Option<&str>,
    solved: &[String],
) -> Option<&'a Problem> {
    let s = seed(&GroupId(member.to_string()), date, topic.unwrap_or("any"));
    let fresh: Vec<&Problem> =
        bank.iter().filter(|p| p.is_judged() && !solved.iter().any(|x| x == p.id())).collect();
    let on_topic: Vec<&Problem> = fresh
        .iter()
        .copied()
        .filter(|p| topic.is_some_and(|t| p.spec.topics.iter().any(|x| x.eq_ignore_ascii_case(t))))
        .collect();
    let pool = if on_topic.is_empty() { fresh } else { on_topic };
    (!pool.is_empty()).then(|| pool[(s % pool.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_follows_the_mix_weights() {
        let only_mid = DifficultyMix { junior: 0, mid: 1, senior: 0 };
        assert!((0..50).all(|s| level_for(&only_mid, s) == Level::Mid));
        let mix = DifficultyMix { junior: 2, mid: 1, senior: 0 };
        let juniors = (0..300).filter(|s| level_for(&mix, *s) == Level::Junior).count();
        assert_eq!(juniors, 200);
    }
}
