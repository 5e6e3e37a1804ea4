//! The interview domain: session state machine, interviewer, judge planning and verdicts, drills
//! rules, reports, i18n, and the ports (traits) through which adapters give it storage, code
//! execution, models and time. It knows no platform, database, HTTP or process type: those crates
//! are not its dependencies, and its clippy.toml forbids the std calls that reach the file system,
//! processes, the environment or the wall clock.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

pub mod brain;
pub mod clock;
pub mod crashpoint;
pub mod drills;
pub mod duel;
pub mod engine;
pub mod exec;
pub mod i18n;
pub mod input;
pub mod interviewer;
pub mod journal;
pub mod judge;
pub mod llm;
pub mod memory;
pub mod msg;
pub mod pair;
pub mod ports;
pub mod present;
pub mod preset;
pub mod problem;
pub mod replay;
pub mod report;
pub mod session;
pub mod user;
