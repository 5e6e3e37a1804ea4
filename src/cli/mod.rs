//! Command-line surface of the `mashang` binary: one clap subcommand per file in this folder.

pub mod console;
pub mod db;
pub mod discord;
pub mod doctor;
pub mod health;
pub mod judge;
pub mod problems;
pub mod serve;
pub mod telegram;
pub mod worker;

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
    /// Database maintenance: `mashang db migrate --to postgres://…`.
    Db(db::DbArgs),
    /// Serve Discord users (needs MASHANG_DISCORD_TOKEN).
    Discord(discord::DiscordArgs),
    /// Check runtimes, sandbox layers, data dir, config and presets, and say what to fix.
    Doctor(doctor::DoctorArgs),
    /// Exit 0 while this data dir's `serve` or `worker` is alive (a container HEALTHCHECK).
    Health(health::HealthArgs),
    /// Judge a solution file against a problem.
    Judge(judge::JudgeArgs),
    /// Browse, check and import the problem bank.
    Problems(problems::ProblemsArgs),
    /// Serve every configured chat platform at once (the default when a token is set).
    Serve(serve::ServeArgs),
    /// Serve Telegram users (needs MASHANG_TELEGRAM_TOKEN).
    Telegram(telegram::TelegramArgs),
    /// Take judge jobs from the Redis queue (queue_url) and run them in this machine's sandbox.
    Worker(worker::WorkerArgs),
}

/// Entry point called by `main`.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => {
            let cfg = mashang::config::load(cli.console.config.as_deref());
            if cfg.is_ok_and(|c| c.has_platform_token()) {
                return serve::run(serve::ServeArgs {
                    config: cli.console.config,
                    ..Default::default()
                });
            }
            console::run(cli.console)
        }
        Some(Command::Console(args)) => console::run(args),
        Some(Command::Db(args)) => db::run(args),
        Some(Command::Discord(args)) => discord::run(args),
        Some(Command::Doctor(args)) => doctor::run(args),
        Some(Command::Health(args)) => health::run(args),
        Some(Command::Judge(args)) => judge::run(args),
        Some(Command::Problems(args)) => problems::run(args),
        Some(Command::Serve(args)) => serve::run(args),
        Some(Command::Telegram(args)) => telegram::run(args),
        Some(Command::Worker(args)) => worker::run(args),
    }
}

/// Whether `e` is stdout's reader having gone away (`mashang problems show … | head`).
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
