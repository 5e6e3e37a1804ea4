//! Command-line surface of the `mashang` binary: one clap subcommand per file in this folder.

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "mashang", version, about = "码上面试 — mock technical interviews and coding drills")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {}

/// Entry point called by `main`.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => Ok(()),
    }
}
