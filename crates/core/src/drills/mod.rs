//! Daily drills for study groups: groups spanning a Discord channel and a Telegram group, a
//! timezone-aware scheduler, deterministic daily problem choice, judged solves and scoring,
//! per-member streaks, leaderboards, cross-platform identity links, spaced-repetition practice,
//! copy detection and PNG charts.
//!
//! Everything here is platform-agnostic. Pure decisions live in small modules (`schedule`, `pick`,
//! `scoring`, `streak`, `board`, `sm2`, `fingerprint`); [`service::Drills`] is the API adapters
//! call, and persistence goes through the [`store::DrillStore`] port.

pub mod board;
pub mod charts;
pub mod command;
pub(crate) mod config;
mod days;
pub mod fingerprint;
pub mod flood;
pub mod group;
pub mod lifecycle;
pub mod link;
pub mod live;
pub(crate) mod member;
pub mod msg;
pub(crate) mod peers;
pub(crate) mod pick;
pub mod plan_msg;
mod plans;
mod reveal;
pub mod runner;
pub mod schedule;
pub mod scoring;
pub mod service;
pub mod sm2;
pub mod store;
pub(crate) mod streak;
mod submit;

pub use crate::clock::{Clock, ManualClock};
pub use group::{ChatKey, DifficultyMix, GroupId, MemberId, Platform, StudyGroup};
pub use msg::DrillMsg;
pub use service::{Drills, DrillsReply, Posting};
pub use store::{DrillStore, Member, PostingRecord, SolveRecord};
