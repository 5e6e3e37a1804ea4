//! `mashang health`: exit 0 while this data dir's long-running process (`serve` or `worker`) is
//! beating — the container image's HEALTHCHECK. Cheap: reads one file, opens no connection.

use std::path::PathBuf;

use clap::Args;
use mashang::config;

#[derive(Debug, Args)]
pub struct HealthArgs {
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml); only its data dir is used.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

pub fn run(args: HealthArgs) -> anyhow::Result<()> {
    let cfg = config::load(args.config.as_deref())?;
    let file = mashang::app::health::path_in(&cfg.settings.data_dir);
    match mashang::app::health::check(&file) {
        Ok(left) => {
            println!("healthy (last beat valid for {left} s more)");
            Ok(())
        }
        Err(e) => {
            println!("unhealthy: {e}");
            std::process::exit(1)
        }
    }
}
