//! `mashang serve` (and plain `mashang` when a platform token is set): runs every configured chat
//! adapter at once over ONE engine and store (one judge queue, one database; interviews are per
//! platform account, study-group points follow `/link`ed accounts). An adapter that fails (a revoked token, a gateway that
//! gives up) is reported and the others keep serving; Ctrl-C stops them all.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use mashang::config;
use tokio::task::JoinSet;

use mashang::app::{self, App};

use crate::cli::console::init_tracing;

#[derive(Debug, Args, Default)]
pub struct ServeArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Discord shards this process runs, e.g. `0-3` (with --shard-total; overrides
    /// `discord_shards`): replicas split a bot's shards between them.
    #[arg(long)]
    pub shards: Option<String>,
    /// Discord shards in total across every replica (overrides `discord_shard_total`).
    #[arg(long)]
    pub shard_total: Option<u32>,
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_tracing();
    let mut cfg = config::load(args.config.as_deref())?;
    if args.shards.is_some() {
        cfg.settings.discord_shards = args.shards.clone();
    }
    if args.shard_total.is_some() {
        cfg.settings.discord_shard_total = args.shard_total;
    }
    for warning in &cfg.warnings {
        tracing::warn!("{warning}");
    }
    if !cfg.has_platform_token() {
        bail!("no platform token: set MASHANG_TELEGRAM_TOKEN and/or MASHANG_DISCORD_TOKEN");
    }
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async {
        let telegram = cfg.secrets.telegram_token.is_some().then(|| app::telegram_options(&cfg));
        let discord = cfg.secrets.discord_token.is_some().then(|| app::discord_options(&cfg));
        let app = App::build(cfg).await?;
        app.spawn_evictor();
        let mut adapters = JoinSet::new();
        if let Some(opts) = telegram.transpose()? {
            let services = app.services.clone();
            adapters
                .spawn(async move { ("telegram", mashang_telegram::run(services, opts).await) });
        }
        if let Some(opts) = discord.transpose()? {
            let services = app.services.clone();
            adapters.spawn(async move { ("discord", mashang_discord::run(services, opts).await) });
        }
        wait_for_adapters(adapters).await
    })
}

/// Waits until the adapters are done. A clean stop (Ctrl-C) stops every adapter; a failure is
/// logged and the rest keep serving, because the users of one platform should not lose their
/// bot to an outage or a bad token on the other. Fails when every adapter has failed.
async fn wait_for_adapters(
    mut adapters: JoinSet<(&'static str, anyhow::Result<()>)>,
) -> anyhow::Result<()> {
    let mut failures = Vec::new();
    while let Some(done) = adapters.join_next().await {
        match done {
            Ok((_, Ok(()))) => {
                adapters.abort_all();
                return Ok(());
            }
            Ok((name, Err(e))) => {
                tracing::error!(adapter = name, error = %format!("{e:#}"), "adapter stopped; the others keep running");
                failures.push(e.context(format!("{name} adapter stopped")));
            }
            Err(join) => {
                tracing::error!(error = %join, "adapter task failed; the others keep running");
                failures.push(anyhow::anyhow!("adapter task failed: {join}"));
            }
        }
    }
    match failures.pop() {
        Some(last) => Err(last),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::oneshot;

    #[tokio::test]
    async fn a_failing_adapter_leaves_the_other_serving_until_it_stops() {
        let (stop_tx, stop_rx) = oneshot::channel::<()>();
        let (served_tx, served_rx) = oneshot::channel::<()>();
        let mut set = JoinSet::new();
        set.spawn(async { ("discord", Err(anyhow::anyhow!("invalid token"))) });
        set.spawn(async move {
            // Still alive after the other failed: it is the one that ends the wait.
            stop_rx.await.ok();
            served_tx.send(()).ok();
            ("telegram", Ok(()))
        });
        let waiter = tokio::spawn(wait_for_adapters(set));
        // Single-threaded test runtime: yielding lets the failed adapter be joined first.
        for _ in 0..16 {
            tokio::task::yield_now().await;
        }
        assert!(!waiter.is_finished(), "serve must not stop because one adapter failed");
        stop_tx.send(()).unwrap();
        assert!(waiter.await.unwrap().is_ok());
        assert!(served_rx.await.is_ok(), "the healthy adapter ran to its own stop");
    }

    #[tokio::test]
    async fn serve_fails_when_every_adapter_failed() {
        let mut set = JoinSet::new();
        set.spawn(async { ("discord", Err(anyhow::anyhow!("invalid token"))) });
        set.spawn(async { ("telegram", Err(anyhow::anyhow!("getMe failed"))) });
        let err = wait_for_adapters(set).await.unwrap_err();
        assert!(format!("{err:#}").contains("adapter stopped"), "{err:#}");
    }

    #[tokio::test]
    async fn a_clean_stop_stops_the_others() {
        let mut set = JoinSet::new();
        set.spawn(async { ("telegram", Ok(())) });
        set.spawn(async { std::future::pending::<(&'static str, anyhow::Result<()>)>().await });
        assert!(wait_for_adapters(set).await.is_ok());
    }
}
