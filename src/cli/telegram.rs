//! `mashang telegram`: serves only the Telegram adapter (long polling) over the same engine the
//! other front ends build. Needs `MASHANG_TELEGRAM_TOKEN`; `MASHANG_TELEGRAM_API_URL` points it at
//! another Bot API server (a local one, or the fake one of the tests).

use std::path::PathBuf;

use clap::Args;
use mashang::config;

use mashang::app::{self, App};

use crate::cli::console::init_tracing;

#[derive(Debug, Args, Default)]
pub struct TelegramArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
}

pub fn run(args: TelegramArgs) -> anyhow::Result<()> {
    init_tracing();
    let cfg = config::load(args.config.as_deref())?;
    if cfg.secrets.telegram_token.is_none() {
        anyhow::bail!("MASHANG_TELEGRAM_TOKEN is not set (get a token from @BotFather)");
    }
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async {
        let opts = app::telegram_options(&cfg)?;
        let app = App::build(cfg).await?;
        app.spawn_evictor();
        mashang_telegram::run(app.services, opts).await
    })
}
