//! The platform-agnostic interview core: session state machine, interviewer, judge, memory, reports.

pub mod brain;
pub mod crashpoint;
pub mod drills;
pub mod engine;
pub mod i18n;
pub mod input;
pub mod interviewer;
pub mod journal;
pub mod judge;
pub mod llm;
pub mod memory;
pub mod ports;
pub mod preset;
pub mod problem;
pub mod report;
pub mod session;
