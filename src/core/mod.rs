//! The platform-agnostic interview core: session state machine, interviewer, judge, memory, reports.

pub mod judge;
pub mod ports;
pub mod problem;
