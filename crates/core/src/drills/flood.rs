//! Group commands (drills, duels, peer sessions) are limited per member: a burst, then a steady
//! rate, and one "slow down" a minute while commands are refused — a member spamming `/leaderboard week`
//! in a group gets a handful of charts and one line, not sixty posts, and holds nobody else up.

use tokio::time::Instant;

use crate::engine::RateRule;
use crate::engine::ratelimit::{Action, RateLimiter};
use crate::session::UserKey;

/// Group commands a member may send at once, then per minute.
pub const GROUP_COMMANDS: RateRule = RateRule { burst: 12, per_minute: 20 };

/// What to do with a member's group command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Gate {
    Pass,
    /// Refused: say so once, with the seconds until a command is taken again.
    Tell(u64),
    /// Refused, and already told.
    Silent,
}

/// One member-keyed bucket per service.
pub(crate) struct CommandLimit(RateLimiter);

impl CommandLimit {
    pub(crate) fn new() -> Self {
        CommandLimit(RateLimiter::new(GROUP_COMMANDS, RateRule::default_off()))
    }

    pub(crate) fn gate(&self, user: &UserKey) -> Gate {
        match self.0.check(user, Action::Message, Instant::now()) {
            Ok(()) => Gate::Pass,
            Err(l) if l.tell => Gate::Tell(l.wait.as_secs().max(1)),
            Err(_) => Gate::Silent,
        }
    }
}
