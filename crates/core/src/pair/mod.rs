//! Peer mock interviews in a study group (issue 16): `/pair now` or `/pair 20:00` puts a member
//! in the group's pool, the bot matches two by level, role, timezone and reliability, both
//! accept, both are reminded in their own timezone, and at the slot the bot opens a shared space
//! (a private Discord thread; on Telegram a relay through the bot's private chats). Each side
//! interviews the other for a half: the interviewer alone gets the problem's hints, follow-ups
//! and rubric, the candidate's code runs through the real judge and both see verdicts, the timer
//! warns and swaps roles, and at the end each gives structured feedback and sees the feedback
//! about them. No-shows and late cancellations lower a reliability score.
//!
//! Pure rules live in `rules` (the session's transitions on an injected clock), `matching`
//! (slots, reliability, candidate order) and `view` (texts); [`service::Pairs`] is the API
//! adapters call and [`runner`] the timer loop; persistence goes through the
//! [`store::PairStore`] port, each session as a versioned [`record::PairRecord`].

pub mod command;
pub mod matching;
pub mod record;
pub mod rules;
#[cfg(test)]
mod rules_tests;
pub mod runner;
pub mod service;
mod session;
pub mod store;
mod submit;
pub(crate) mod view;

pub use matching::Reliability;
pub use record::{PairRecord, PairRecordError};
pub use rules::{End, Feedback, Pair, PairId, Peer, Phase, Seat};
pub use service::{OpenSpace, PairReply, Pairs, To};
pub use store::{PairStore, ReliabilityDelta};
