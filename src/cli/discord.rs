//! `mashang discord`: serves the Discord adapter (gateway + slash commands) over the same engine
//! the other front ends build. Needs `MASHANG_DISCORD_TOKEN`.

use std::path::PathBuf;

use clap::Args;
use mashang::config;

use mashang::app::{self, App};

use crate::cli::console::init_tracing;

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
        let opts = app::discord_options(&cfg)?;
        let app = App::build(cfg).await?;
        app.spawn_evictor();
        mashang_discord::run(app.services, opts).await
    })
}
