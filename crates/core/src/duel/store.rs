//! The duels' persistence port: duels (as whole records) and per-group ratings. Implemented by
//! the SQLite and Postgres stores next to the drills; `/forget` (the `Store` port) also turns a
//! forgotten member's duels into "deleted user" sides and drops their ratings.

use super::rating::Rating;
use super::rules::{Duel, DuelId};
use crate::drills::{GroupId, MemberId};
use crate::ports::StoreError;

/// A member's rating row in a group, with their record.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub group: GroupId,
    pub member: MemberId,
    /// Display name, from the drills' member record.
    pub name: String,
    pub rating: Rating,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl RatingRow {
    pub fn new(group: &GroupId, member: &MemberId, name: &str) -> RatingRow {
        RatingRow {
            group: group.clone(),
            member: member.clone(),
            name: name.to_string(),
            rating: Rating::default(),
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

impl RatingRow {
    /// This row and `other` (the same person's other account, same group) as one: ratings
    /// combined by [`super::rating::combine`], records added; this row's member and name stay.
    pub fn merged(mut self, other: &RatingRow) -> RatingRow {
        self.rating = super::rating::combine(self.rating, other.rating);
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self
    }
}

/// Persistence of duels and duel ratings. Each method is one transaction.
#[async_trait::async_trait]
pub trait DuelStore: Send + Sync {
    /// Stores a new challenge; `false` (nothing written) when the challenger already has a duel
    /// that is not finished (one active duel per member).
    async fn insert_duel(&self, duel: &Duel) -> Result<bool, StoreError>;
    /// Replaces a duel's record (and its index columns), fenced by `duel.revision` (the revision
    /// it was read at): [`StoreError::Stale`] and nothing written when another writer saved the
    /// duel since; on success `duel.revision` is the new stored revision.
    async fn save_duel(&self, duel: &mut Duel) -> Result<(), StoreError>;
    /// Saves a finished duel and both sides' new rating rows together, fenced like
    /// [`DuelStore::save_duel`] (a stale duel writes no rating either).
    async fn finish_duel(&self, duel: &mut Duel, ratings: &[RatingRow]) -> Result<(), StoreError>;
    async fn duel(&self, id: &DuelId) -> Result<Option<Duel>, StoreError>;
    /// The member's duel that is not finished (challenged or running), if any.
    async fn active_duel(&self, member: &MemberId) -> Result<Option<Duel>, StoreError>;
    /// Every duel not finished: what the timer looks at (after a restart too).
    async fn live_duels(&self) -> Result<Vec<Duel>, StoreError>;
    /// The member's latest duels, newest first.
    async fn recent_duels(&self, member: &MemberId, limit: usize) -> Result<Vec<Duel>, StoreError>;
    async fn rating(
        &self,
        group: &GroupId,
        member: &MemberId,
    ) -> Result<Option<RatingRow>, StoreError>;
    /// The group's rating rows (names from the drills' members).
    async fn ratings(&self, group: &GroupId) -> Result<Vec<RatingRow>, StoreError>;
    /// Members of the group whose shown name is the verified handle `@handle` (case-insensitive;
    /// the leading `@` optional in `handle`), at most two: display names never match (see
    /// `names`), and two matches are an ambiguity the caller refuses.
    async fn members_with_handle(
        &self,
        group: &GroupId,
        handle: &str,
    ) -> Result<Vec<(MemberId, String)>, StoreError>;
}
