//! `mashang-sandbox` binary: the CLI contract over the sandbox library (`run`, `languages`, `doctor`).
//!
//! Exit codes: 0 whenever the sandbox itself worked (whatever the program did), 2 for bad input,
//! 1 when the sandbox could not run at all.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use mashang_sandbox::{Job, Limits, MAX_SOURCE_BYTES, Sandbox, SandboxError, SandboxOptions};

#[derive(Parser)]
#[command(name = "mashang-sandbox", version, about = "Run untrusted code in a hardened sandbox")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile (if needed) and run one source file; prints one JSON object.
    Run {
        #[arg(long)]
        lang: String,
        /// CPU time limit in milliseconds.
        #[arg(long, default_value_t = 2000)]
        time_ms: u64,
        /// Memory limit in MiB.
        #[arg(long, default_value_t = 256)]
        memory_mb: u64,
        /// File whose content is the program's stdin.
        #[arg(long)]
        stdin: Option<PathBuf>,
        source_file: PathBuf,
    },
    /// List every language with availability, version and why not (JSON).
    Languages,
    /// Which isolation layers are active on this machine (JSON).
    Doctor,
    /// Host tuning (root): remount cgroup2 with favordynmods so each run joins its cgroup in ~0.1 ms
    /// instead of waiting ~10 ms for an RCU grace period (not needed where `doctor` says "pool").
    Tune {
        /// Turn favordynmods off again (e.g. to measure the untuned defaults).
        #[arg(long)]
        undo: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run { lang, time_ms, memory_mb, stdin, source_file } => {
            run(lang, time_ms, memory_mb, stdin, source_file)
        }
        Command::Languages => with_sandbox(|sb| print_json(&sb.languages())),
        Command::Doctor => with_sandbox(|sb| print_json(&sb.layers())),
        Command::Tune { undo } => match mashang_sandbox::tune_host(!undo) {
            Ok(msg) => {
                println!("{msg}");
                ExitCode::SUCCESS
            }
            Err(e) => fatal(&e.to_string()),
        },
    }
}

fn run(
    lang: String,
    time_ms: u64,
    memory_mb: u64,
    stdin: Option<PathBuf>,
    source_file: PathBuf,
) -> ExitCode {
    let source = match read_source(&source_file) {
        Ok(s) => s,
        Err(e) => return bad_input(&e.to_string()),
    };
    let stdin = match stdin.map(std::fs::read).transpose() {
        Ok(s) => String::from_utf8_lossy(&s.unwrap_or_default()).into_owned(),
        Err(e) => return bad_input(&format!("cannot read stdin file: {e}")),
    };
    if !(1..=120_000).contains(&time_ms) || !(8..=8192).contains(&memory_mb) {
        return bad_input("--time-ms must be 1..=120000 and --memory-mb 8..=8192");
    }
    let sandbox = match Sandbox::with_options(SandboxOptions::one_shot()) {
        Ok(sb) => sb,
        Err(e) => return fatal(&e.to_string()),
    };
    let job = Job {
        lang,
        source,
        files: Vec::new(),
        limits: Limits { time_ms, memory_mb, ..Limits::default() },
        compile_limits: None,
        inputs: vec![stdin],
        dialogue: None,
    };
    match sandbox.run_job(&job) {
        Ok(mut report) => print_json(&report.runs.remove(0)),
        Err(e @ (SandboxError::UnknownLanguage(_) | SandboxError::InvalidJob(_))) => {
            bad_input(&e.to_string())
        }
        Err(e) => fatal(&e.to_string()),
    }
}

/// Why a source file cannot be judged.
#[derive(Debug, thiserror::Error)]
enum SourceError {
    #[error("cannot read {}: {source}", path.display())]
    Unreadable { path: PathBuf, source: std::io::Error },
    #[error("{} is not a file", .0.display())]
    NotAFile(PathBuf),
    #[error("{} is {size} bytes; the limit is {} KiB", path.display(), MAX_SOURCE_BYTES / 1024)]
    TooLarge { path: PathBuf, size: u64 },
    #[error("{} is not valid UTF-8", .0.display())]
    NotUtf8(PathBuf),
}

fn read_source(path: &PathBuf) -> Result<String, SourceError> {
    let unreadable = |source| SourceError::Unreadable { path: path.clone(), source };
    let meta = std::fs::metadata(path).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(SourceError::NotAFile(path.clone()));
    }
    if meta.len() > MAX_SOURCE_BYTES as u64 {
        return Err(SourceError::TooLarge { path: path.clone(), size: meta.len() });
    }
    let bytes = std::fs::read(path).map_err(unreadable)?;
    String::from_utf8(bytes).map_err(|_| SourceError::NotUtf8(path.clone()))
}

fn with_sandbox(f: impl FnOnce(&Sandbox) -> ExitCode) -> ExitCode {
    match Sandbox::new() {
        Ok(sb) => f(&sb),
        Err(e) => fatal(&e.to_string()),
    }
}

fn print_json<T: serde::Serialize>(value: &T) -> ExitCode {
    match serde_json::to_string_pretty(value) {
        Ok(s) => {
            println!("{s}");
            ExitCode::SUCCESS
        }
        Err(e) => fatal(&e.to_string()),
    }
}

fn bad_input(msg: &str) -> ExitCode {
    eprintln!("mashang-sandbox: {msg}");
    ExitCode::from(2)
}

fn fatal(msg: &str) -> ExitCode {
    eprintln!("mashang-sandbox: {msg}");
    ExitCode::from(1)
}
