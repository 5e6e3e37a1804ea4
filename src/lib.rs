//! mashang, the app: the configuration and the composition root ([`app::App::build`]) that wires
//! the domain core (`mashang-core`) to its adapters (store, executor, LLM, chat front ends). The
//! `mashang` binary and the integration tests build the object graph through it. See
//! ARCHITECTURE.md for the crate map.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

pub mod app;
pub mod config;
