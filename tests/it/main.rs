//! The single integration-test binary (ripgrep style): one module per area.

mod console;
mod engine;
mod fsm;
mod problems;
mod queue;
mod store;
mod support;
