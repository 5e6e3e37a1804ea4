//! The platform-agnostic interview core: session state machine, interviewer, judge, memory, reports.

pub mod ports;
