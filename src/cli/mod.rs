//! Command-line surface of the `mashang` binary: one clap subcommand per file in this folder.

pub mod judge;
pub mod problems;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "mashang", version, about = "码上面试 — mock technical interviews and coding drills")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Judge a solution file against a problem.
    Judge(judge::JudgeArgs),
    /// Browse, check and import the problem bank.
    Problems(problems::ProblemsArgs),
}

/// Entry point called by `main`.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => Ok(()),
        Some(Command::Judge(args)) => judge::run(args),
        Some(Command::Problems(args)) => problems::run(args),
    }
}
