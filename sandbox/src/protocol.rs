//! The wire types of a sandbox job: what a caller asks for and what it gets back.
//!
//! These are plain serde data so the same job can be run by the local sandbox or, later, shipped as
//! JSON to a pool of remote workers without the caller changing.

use serde::{Deserialize, Serialize};

/// Resource limits for one execution (or for the compile step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Limits {
    /// CPU time summed over every process of the run, in milliseconds.
    pub time_ms: u64,
    /// Wall-clock limit; `None` means `2 * time_ms + 1000`.
    pub wall_ms: Option<u64>,
    /// Memory limit for the whole run (all processes), in MiB.
    pub memory_mb: u64,
    /// Maximum number of processes and threads alive at once.
    pub processes: u32,
    /// Maximum open file descriptors per process.
    pub open_files: u32,
    /// Largest file the program may write, in KiB.
    pub file_size_kb: u64,
    /// Cap on stdout + stderr together, in KiB; past it the run is stopped as `output_limit`.
    pub output_kb: u64,
    /// Size of the writable work dir and /tmp (tmpfs), in MiB.
    pub tmpfs_mb: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time_ms: 2_000,
            wall_ms: None,
            memory_mb: 256,
            processes: 64,
            open_files: 64,
            file_size_kb: 16 * 1024,
            output_kb: 1024,
            tmpfs_mb: 32,
        }
    }
}

impl Limits {
    pub fn effective_wall_ms(&self) -> u64 {
        self.wall_ms.unwrap_or(self.time_ms.saturating_mul(2).saturating_add(1_000))
    }
}

/// An extra file placed next to the main source in the work dir.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobFile {
    /// A plain file name (no directories, no `..`).
    pub name: String,
    pub content: String,
}

/// One submission: compile once (when the language compiles), then run once per input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    /// Language id from the language table (`python`, `javascript`, `rust`, `c`, `cpp`, `java`, `go`).
    pub lang: String,
    /// The main source file's content; it is written under the language's file name.
    pub source: String,
    #[serde(default)]
    pub files: Vec<JobFile>,
    #[serde(default)]
    pub limits: Limits,
    /// Limits for the compile step; `None` uses the language table's compile defaults.
    #[serde(default)]
    pub compile_limits: Option<Limits>,
    /// One stdin per execution; an empty list means a single execution with empty stdin.
    #[serde(default)]
    pub inputs: Vec<String>,
}

/// How an execution (or the compile step) ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ok,
    RuntimeError,
    TimeLimit,
    MemoryLimit,
    OutputLimit,
    CompileError,
    InternalError,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::RuntimeError => "runtime_error",
            Status::TimeLimit => "time_limit",
            Status::MemoryLimit => "memory_limit",
            Status::OutputLimit => "output_limit",
            Status::CompileError => "compile_error",
            Status::InternalError => "internal_error",
        }
    }
}

/// The result of one execution, in the exact shape of the `mashang-sandbox run` JSON contract.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunReport {
    pub status: Status,
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    /// True when stdout/stderr were cut at the output cap.
    pub truncated: bool,
    pub wall_ms: u64,
    pub cpu_ms: u64,
    pub memory_kb: u64,
    /// Compiler output (errors and warnings) when the language compiles, else `None`.
    pub compile_output: Option<String>,
}

/// The compile step's outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompileReport {
    pub status: Status,
    pub output: String,
    pub wall_ms: u64,
    /// True when the artifact came from the cache and no compiler ran.
    pub cached: bool,
}

/// Everything a job produced: the compile step (if any) and one report per input.
/// When compilation fails, `runs` holds a single report with status `compile_error`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JobReport {
    pub compile: Option<CompileReport>,
    pub runs: Vec<RunReport>,
}
