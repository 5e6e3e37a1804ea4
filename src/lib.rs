//! mashang: the interview core (`core`) and everything that touches the outside world (`adapters`).
//!
//! The core knows no platform, HTTP or SQL types; adapters implement its ports. See ARCHITECTURE.md.

pub mod adapters;
pub mod config;
pub mod core;
