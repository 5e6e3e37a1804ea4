//! `mashang console` (also `mashang` with no subcommand and no platform token): a mock interview in
//! the terminal, over the engine `App::build` makes.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use mashang::app::App;
use mashang::config;
use mashang_console::{ConsoleOptions, ConsoleOutbox};
use mashang_core::interviewer::{Level, Role};
use mashang_core::session::UserKey;

#[derive(Debug, Args, Default)]
pub struct ConsoleArgs {
    /// Who is being interviewed (history and reports are kept per user). Default: $USER.
    #[arg(long)]
    pub user: Option<String>,
    /// Start an interview for this role (algorithm, backend, frontend, system-design).
    #[arg(long)]
    pub role: Option<String>,
    /// Start an interview at this level (junior, mid, senior).
    #[arg(long)]
    pub level: Option<String>,
    /// Programming language for the interview.
    #[arg(long)]
    pub lang: Option<String>,
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Logging to stderr; `RUST_LOG` overrides the default level (warnings).
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ =
        tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init();
}

fn parse_or_bail<T>(
    value: Option<&str>,
    what: &str,
    parse: fn(&str) -> Option<T>,
) -> anyhow::Result<Option<T>> {
    value.map(|v| parse(v).with_context(|| format!("unknown {what} `{v}`"))).transpose()
}

pub fn run(args: ConsoleArgs) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    init_tracing();
    let cfg = config::load(args.config.as_deref())?;
    let role = parse_or_bail(args.role.as_deref(), "role", Role::parse)?;
    let level = parse_or_bail(args.level.as_deref(), "level", Level::parse)?;
    let lang =
        parse_or_bail(args.lang.as_deref(), "language", mashang_core::input::normalize_language)?;
    let name = args.user.or_else(|| std::env::var("USER").ok()).unwrap_or_else(|| "me".into());
    let start = (role.is_some() || level.is_some() || lang.is_some())
        .then(|| (role, level, lang.map(str::to_string)));
    let mut options = ConsoleOptions {
        user: UserKey::new("console", &name),
        interactive: std::io::stdin().is_terminal(),
        start,
        plans: None,
    };
    let cfg_dir = cfg.settings.data_dir.clone();
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    rt.block_on(async {
        let services = App::build(cfg).await?.services;
        options.plans = Some(mashang_console::Plans(services.drills));
        let engine = services.engine;
        let out = ConsoleOutbox::new(std::io::stdout().is_terminal())
            .with_files_dir(cfg_dir.join("replays"));
        let out = Arc::new(out);
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        mashang_console::run(engine, options, stdin, out).await?;
        anyhow::Ok(())
    })?;
    // Leave promptly at end of input even if a blocking stdin read is still parked.
    rt.shutdown_timeout(Duration::from_millis(100));
    Ok(())
}
