//! `mashang` binary: parses the command line and hands off to `cli`.

#![forbid(unsafe_code)]

mod cli;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    cli::run(cli::Cli::parse())
}
