//! Rendered weekly-board charts kept by content: the same board asked for again (a member
//! repeating `/leaderboard week`, or several members in a row) is one render, not one per ask.

use std::sync::atomic::{AtomicU64, Ordering};

use dashmap::DashMap;
use sha2::{Digest, Sha256};

use super::{ChartError, weekly_board};
use crate::drills::board::BoardRow;

/// Charts kept at most; past it the cache starts again (a board changes with every solve, so
/// old entries are dead weight).
const KEPT: usize = 64;

/// Weekly-board PNGs by a digest of what they show.
#[derive(Default)]
pub struct ChartCache {
    pngs: DashMap<[u8; 32], Vec<u8>>,
    renders: AtomicU64,
}

impl ChartCache {
    /// The weekly board chart of `title` and `rows`, rendered once per content.
    pub fn weekly_board(&self, title: &str, rows: &[BoardRow]) -> Result<Vec<u8>, ChartError> {
        let key = digest(title, rows);
        if let Some(png) = self.pngs.get(&key) {
            return Ok(png.clone());
        }
        let png = weekly_board(title, rows)?;
        self.renders.fetch_add(1, Ordering::Relaxed);
        if self.pngs.len() >= KEPT {
            self.pngs.clear();
        }
        self.pngs.insert(key, png.clone());
        Ok(png)
    }

    /// Charts actually rendered so far.
    pub fn renders(&self) -> u64 {
        self.renders.load(Ordering::Relaxed)
    }
}

fn digest(title: &str, rows: &[BoardRow]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(title.as_bytes());
    for r in rows {
        h.update([0]);
        h.update(r.rank.to_le_bytes());
        h.update(r.name.as_bytes());
        h.update([0]);
        h.update(r.points.to_le_bytes());
        h.update(r.solves.to_le_bytes());
    }
    h.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drills::MemberId;

    fn row(name: &str, points: u32) -> BoardRow {
        BoardRow { rank: 1, member: MemberId(name.into()), name: name.into(), points, solves: 1 }
    }

    #[test]
    fn the_same_board_is_rendered_once_and_a_changed_one_again() {
        let cache = ChartCache::default();
        let a = cache.weekly_board("Owls", &[row("ann", 10)]).unwrap();
        let b = cache.weekly_board("Owls", &[row("ann", 10)]).unwrap();
        assert_eq!((a, cache.renders()), (b, 1));
        cache.weekly_board("Owls", &[row("ann", 13)]).unwrap();
        assert_eq!(cache.renders(), 2, "new points, new chart");
    }
}
