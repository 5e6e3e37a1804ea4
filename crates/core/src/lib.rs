//! The interview and group domains: session state machine, interviewer, reports, drills, duels and
//! peer sessions, the fair judge queue, and the ports (traits) through which adapters give it storage, code
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
pub mod forget_key;
pub mod input;
pub mod interviewer;
pub mod journal;
pub mod llm;
pub mod locks;
pub mod markup;
pub mod memory;
pub mod msg;
pub mod names;
pub mod pair;
pub mod plan;
pub mod ports;
pub mod present;
pub mod preset;
pub mod queue;
pub mod replay;
pub mod report;
pub mod services;
pub mod session;
pub mod user;
#[doc(hidden)]
pub mod wiring;
