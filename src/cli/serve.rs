//! `mashang serve` (and plain `mashang` when a platform token is set): runs every configured chat
//! adapter at once over ONE engine and store, so a user's interview, history and points are the
//! same whichever platform they write from. Stops when any adapter stops (Ctrl-C stops them all).

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::bail;
use clap::Args;
use mashang::adapters::{discord, telegram};
use mashang::config;
use tokio::task::JoinSet;

use crate::cli::console::{build_engine, init_tracing, spawn_evictor};

#[derive(Debug, Args, Default)]
pub struct ServeArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_tracing();
    let cfg = config::load(args.config.as_deref())?;
    for warning in &cfg.warnings {
        tracing::warn!("{warning}");
    }
    if !cfg.has_platform_token() {
        bail!("no platform token: set MASHANG_TELEGRAM_TOKEN and/or MASHANG_DISCORD_TOKEN");
    }
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async {
        let engine = Arc::new(build_engine(&cfg).await?);
        spawn_evictor(&engine);
        let mut adapters = JoinSet::new();
        if cfg.secrets.telegram_token.is_some() {
            let (engine, cfg) = (Arc::clone(&engine), cfg.clone());
            adapters.spawn(async move { ("telegram", telegram::run(engine, cfg).await) });
        }
        if cfg.secrets.discord_token.is_some() {
            let (engine, cfg) = (Arc::clone(&engine), cfg.clone());
            adapters.spawn(async move { ("discord", discord::run(engine, cfg).await) });
        }
        // The first adapter to stop decides: an error is reported, and the others are stopped
        // with it rather than left serving half the users.
        let first = adapters.join_next().await;
        adapters.abort_all();
        match first {
            Some(Ok((name, Err(e)))) => Err(e.context(format!("{name} adapter stopped"))),
            Some(Err(join)) => Err(anyhow::anyhow!("adapter task failed: {join}")),
            _ => Ok(()),
        }
    })
}
