//! Adapters: implementations of the core's ports for the terminal, chat platforms, LLMs, storage and
//! code execution.

pub mod console;
pub(crate) mod cut;
pub mod discord;
pub mod drills_setup;
pub mod executor;
pub mod llm;
pub mod store;
pub mod telegram;
