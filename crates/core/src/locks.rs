//! Which problems are closed to a member elsewhere while their duel runs or their peer session
//! is on: the contest's problem may not be opened in an interview, hinted at, or practised until
//! it ends (see [`crate::ports::ProblemLocks`]).

use std::sync::Arc;

use crate::drills::store::DrillStore;
use crate::duel::DuelStore;
use crate::duel::rules::Phase as DuelPhase;
use crate::pair::PairStore;
use crate::pair::rules::Phase as PairPhase;
use crate::ports::{ProblemLocks, StoreError};
use crate::session::UserKey;

/// The locks of the group services, read from their stores.
pub struct GroupLocks {
    pub members: Arc<dyn DrillStore>,
    pub duels: Arc<dyn DuelStore>,
    pub pairs: Arc<dyn PairStore>,
}

#[async_trait::async_trait]
impl ProblemLocks for GroupLocks {
    async fn locked(&self, user: &UserKey) -> Result<Vec<String>, StoreError> {
        let me = self.members.resolve(user).await?;
        let mut out = Vec::new();
        // From the challenge on: its message names the problem, and an invitee could study it
        // with hints before accepting.
        if let Some(d) = self.duels.active_duel(&me).await?
            && matches!(d.phase, DuelPhase::Challenged | DuelPhase::Running)
        {
            out.push(d.problem);
        }
        // From the confirmation on: the problems are chosen then.
        if let Some(p) = self.pairs.active_pair(&me).await?
            && !matches!(p.phase, PairPhase::Waiting | PairPhase::Proposed | PairPhase::Finished(_))
        {
            out.extend(p.problems);
        }
        Ok(out)
    }
}
