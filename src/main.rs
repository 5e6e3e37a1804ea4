//! `mashang` binary: parses the command line and hands off to `cli`.

#![forbid(unsafe_code)]

mod cli;

use clap::Parser;

use std::process::ExitCode;

/// Errors print as one `error: …: cause` line (never anyhow's backtrace, even with
/// RUST_BACKTRACE=1); a reader that closed our stdout (`| head`) ends the command quietly.
fn main() -> ExitCode {
    match cli::run(cli::Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if cli::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) if e.downcast_ref::<cli::judge::Rejected>().is_some() => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
