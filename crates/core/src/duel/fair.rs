//! The duel rules that keep a rating earned: whom a mention names (an account by id or a verified
//! handle, a member of the group, never a display name or a guess between two) and whether a
//! finished duel is rated (a pair's daily cap).

use super::command::mention_account;
use super::rules::{self, Duel};
use super::service::Duels;
use crate::drills::{MemberId, StudyGroup};
use crate::ports::StoreError;

/// Whom a mention names in a group.
pub(super) enum Named {
    One(MemberId, String),
    Nobody,
    /// More than one member (a handle that changed hands): refused rather than guessed.
    Ambiguous,
}

impl Duels {
    /// The member of `g` a mention names: an account by id (a Discord or Telegram mention), or a
    /// verified `@handle`, never a display name. Someone outside the group, or a handle two
    /// members carry (a username that changed hands), names nobody.
    pub(super) async fn named(&self, g: &StudyGroup, mention: &str) -> Result<Named, StoreError> {
        let found = match mention_account(mention) {
            Some(account) => {
                let id = self.core.members.resolve(&account).await?;
                self.core.members.member(&id).await?.map(|m| vec![(m.id, m.name)])
            }
            None => Some(self.store.members_with_handle(&g.id, mention).await?),
        };
        let mut found = found.unwrap_or_default();
        if found.len() > 1 {
            return Ok(Named::Ambiguous);
        }
        let Some((id, name)) = found.pop() else { return Ok(Named::Nobody) };
        if !self.core.members.groups_of(&id).await?.contains(&g.id) {
            return Ok(Named::Nobody);
        }
        Ok(Named::One(id, name))
    }

    /// Whether `a` and `b` already played [`rules::RATED_PER_PAIR_PER_DAY`] rated duels in the
    /// 24 hours before `d` started.
    pub(super) async fn pair_cap_reached(
        &self,
        d: &Duel,
        a: &MemberId,
        b: &MemberId,
    ) -> Result<bool, StoreError> {
        let since = d.started.unwrap_or(d.created) - chrono::Duration::hours(24);
        let recent = self.store.recent_duels(a, 100).await?;
        let rated = recent.iter().filter(|x| {
            x.id != d.id
                && x.rated()
                && x.started.is_some_and(|s| s >= since)
                && x.seat_of(a).is_some()
                && x.seat_of(b).is_some()
        });
        Ok(rated.count() >= rules::RATED_PER_PAIR_PER_DAY)
    }
}
