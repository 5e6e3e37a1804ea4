//! `mashang` binary: parses the command line and hands off to `cli`.

mod cli;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::run(cli::Cli::parse())
}
