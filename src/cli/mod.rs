//! Command-line surface of the `mashang` binary: one clap subcommand per file in this folder.

pub mod console;
pub mod discord;
pub mod doctor;
pub mod judge;
pub mod problems;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(
    name = "mashang",
    version,
    about = "码上面试 — mock technical interviews and coding drills"
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand: the console interview's options (`mashang --user alice`).
    #[command(flatten)]
    pub console: console::ConsoleArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// A mock interview in the terminal (the default when no platform token is configured).
    Console(console::ConsoleArgs),
    /// Serve Discord users (needs MASHANG_DISCORD_TOKEN).
    Discord(discord::DiscordArgs),
    /// Check runtimes, sandbox layers, data dir, config and presets, and say what to fix.
    Doctor(doctor::DoctorArgs),
    /// Judge a solution file against a problem.
    Judge(judge::JudgeArgs),
    /// Browse, check and import the problem bank.
    Problems(problems::ProblemsArgs),
}

/// Entry point called by `main`.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => {
            let cfg = mashang::config::load(cli.console.config.as_deref());
            if cfg.as_ref().is_ok_and(|c| c.secrets.discord_token.is_some()) {
                return discord::run(discord::DiscordArgs { config: cli.console.config });
            }
            if cfg.is_ok_and(|c| c.has_platform_token()) {
                eprintln!(
                    "A platform token is set, but the chat adapters are not part of this build yet; starting the terminal interview."
                );
            }
            console::run(cli.console)
        }
        Some(Command::Console(args)) => console::run(args),
        Some(Command::Discord(args)) => discord::run(args),
        Some(Command::Doctor(args)) => doctor::run(args),
        Some(Command::Judge(args)) => judge::run(args),
        Some(Command::Problems(args)) => problems::run(args),
    }
}
