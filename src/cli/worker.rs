//! `mashang worker [--concurrency N]`: takes judge jobs from the Redis queue (`queue_url`,
//! `MASHANG_QUEUE_URL`) and runs them in this machine's sandbox, up to N at once; registers its
//! languages and capacity; on SIGTERM (or Ctrl-C) drains — finishes the running jobs, takes no new
//! ones — and exits 0.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;
use mashang::app::{queue, sandbox};
use mashang::config;
use mashang_exec_local::LocalSandbox;
use mashang_queue_redis::{Worker, WorkerOptions};
use tokio::sync::watch;

#[derive(Debug, Args)]
pub struct WorkerArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Jobs run at once (default: the number of CPUs).
    #[arg(long)]
    pub concurrency: Option<usize>,
}

pub fn run(args: WorkerArgs) -> anyhow::Result<()> {
    // The worker's own progress (ready, started/finished job, draining) is info: operators and the
    // fault tests read it.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,mashang_queue_redis=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr)
        .try_init();
    let cfg = config::load(args.config.as_deref())?;
    for w in &cfg.warnings {
        tracing::warn!("{w}");
    }
    let s = &cfg.settings;
    let url = s.queue_url.clone().context("no judge queue: set queue_url or MASHANG_QUEUE_URL")?;
    if s.queue.visibility_timeout_secs <= s.judge.timeout_secs {
        tracing::warn!(
            "queue.visibility_timeout_secs ({}) is not above judge.timeout_secs ({}): a long job \
             may be taken by a second worker while it still runs (its result still counts once)",
            s.queue.visibility_timeout_secs,
            s.judge.timeout_secs
        );
    }
    let sb = sandbox::open_sandbox(s).context("the worker's sandbox")?;
    let languages: Vec<String> =
        sb.languages().into_iter().filter(|l| l.available).map(|l| l.id).collect();
    let concurrency = args
        .concurrency
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let opts = WorkerOptions {
        concurrency,
        visibility_timeout: Duration::from_secs(s.queue.visibility_timeout_secs.max(1)),
        heartbeat: Duration::from_secs(s.queue.heartbeat_secs.max(1)),
        languages,
        on_beat: Some(mashang::app::health::worker_hook(&s.data_dir)),
        ..WorkerOptions::default()
    };
    let exec = Arc::new(LocalSandbox::new(Arc::new(sb)));
    let queue_opts = queue::queue_options(s);
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    rt.block_on(async move {
        let worker = Worker::connect(&url, queue_opts, opts, exec).await.with_context(|| {
            format!("connecting to the judge queue at {}", queue::redacted(&url))
        })?;
        let (stop_tx, stop_rx) = watch::channel(false);
        tokio::spawn(async move {
            stop_signal().await;
            tracing::info!("stop signal: draining");
            let _ = stop_tx.send(true);
        });
        worker.run(stop_rx).await?;
        Ok(())
    })
}

/// SIGTERM (systemd, docker stop, kill) or Ctrl-C.
async fn stop_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => {
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
        }
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}
