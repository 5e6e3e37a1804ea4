//! The single integration-test binary (ripgrep style): one module per area.

mod conformance;
mod console;
mod discord;
mod drills_board;
mod drills_charts;
mod drills_fixture;
mod drills_flow;
mod drills_schedule;
mod drills_streak;
mod engine;
mod fsm;
mod judge;
mod judge_go;
mod llm_brain;
mod llm_client;
mod llm_fake;
mod llm_generate;
mod llm_leak;
mod llm_review;
mod problems;
mod queue;
mod store;
mod support;
mod telegram;
mod telegram_fake;
mod telegram_load;
