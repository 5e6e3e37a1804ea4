//! `mashang discord`: serves the Discord adapter (gateway + slash commands) over the same engine
//! the other front ends build. Needs `MASHANG_DISCORD_TOKEN`.

use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use mashang::adapters::discord;
use mashang::config;

use crate::cli::console::{build_engine, init_tracing, spawn_evictor};

#[derive(Debug, Args, Default)]
pub struct DiscordArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

pub fn run(args: DiscordArgs) -> anyhow::Result<()> {
    init_tracing();
    let cfg = config::load(args.config.as_deref())?;
    if cfg.secrets.discord_token.is_none() {
        anyhow::bail!("MASHANG_DISCORD_TOKEN is not set (Discord developer portal → Bot → Token)");
    }
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async {
        let engine = Arc::new(build_engine(&cfg).await?);
        spawn_evictor(&engine);
        discord::run(engine, cfg).await
    })
}
