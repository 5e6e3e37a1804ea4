//! Head-to-head duels in a study group and the duel rating (issue 16): `/duel @member` or an
//! open challenge, accepted or declined with buttons, the same problem to both in private at the
//! same moment, the real judge deciding, first accepted wins (ties by time then attempts), a time
//! limit, forfeits, a live status in the group, and a Glicko-2 rating per member per group with
//! its own board.
//!
//! Pure rules live in `rules` (the duel's transitions), `rating` (Glicko-2) and `view` (texts);
//! [`service::Duels`] is the API adapters call and [`runner`] the timer loop; persistence goes
//! through the [`store::DuelStore`] port, each duel as a versioned [`record::DuelRecord`].

pub mod command;
mod fair;
pub mod rating;
pub mod record;
pub mod rules;
pub mod runner;
pub mod service;
pub mod store;
mod submit;
pub(crate) mod view;

pub use record::{DuelRecord, DuelRecordError};
pub use rules::{Duel, DuelId, Outcome, Phase, Seat, Side};
pub use service::{Button, DuelReply, Duels};
pub use store::{DuelStore, RatingRow};
