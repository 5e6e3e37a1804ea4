//! The front-end kit both chat adapters (Telegram, Discord) are built on: one way to split long
//! replies (measured as each platform counts), one way to turn an uploaded file into a
//! submission, one retry policy, one sweep of a dead replica's turns (`orphans`), and (see ARCHITECTURE.md) the other chat-facing rules both
//! platforms share, so that a fix in one front end is a fix in both.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

pub mod cut;
pub mod orphans;
pub mod retry;
pub mod split;
pub mod upload;
