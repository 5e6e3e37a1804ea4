//! The problem bank on disk: problem folders in, validated problems out (the core parses and
//! validates; this crate only reads the files), the judge's cache of computed data, and the folder
//! where questions the LLM generated are kept.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod cache;
mod sink;

use std::path::{Path, PathBuf};

use mashang_core::ports::ProblemFiles;
use mashang_judge::problem::{self, Bank, LoadError, Problem};

pub use cache::FsJudgeCache;
pub use sink::DirSink;

/// A problem folder on disk.
#[derive(Debug, Clone)]
pub struct DirFiles(PathBuf);

impl DirFiles {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        DirFiles(dir.into())
    }
}

impl ProblemFiles for DirFiles {
    fn dir(&self) -> &Path {
        &self.0
    }

    fn read(&self, rel: &str) -> std::io::Result<String> {
        std::fs::read_to_string(self.0.join(rel))
    }

    fn list(&self, sub: &str) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.0.join(sub)) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .flatten()
            .filter(|e| e.path().is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        names
    }
}

/// Loads one bank problem folder (the one holding `problem.toml`).
pub fn load_problem(dir: &Path) -> Result<Problem, Vec<LoadError>> {
    problem::load_problem(&DirFiles::new(dir))
}

/// Loads one imported problem folder (`self_checked` allowed: conformance data only).
pub fn load_imported_problem(dir: &Path) -> Result<Problem, Vec<LoadError>> {
    problem::load_imported_problem(&DirFiles::new(dir))
}

/// Loads every `<dir>/<id>/problem.toml`. A malformed problem yields errors naming file and field;
/// the others still load. A `self_checked` problem is an error here (see [`load_imported`]).
pub fn load(dir: &Path) -> (Bank, Vec<LoadError>) {
    load_with(dir, load_problem)
}

/// Like [`load`], also accepting `self_checked` problems: imported data sets measured for
/// conformance, never offered to candidates.
pub fn load_imported(dir: &Path) -> (Bank, Vec<LoadError>) {
    load_with(dir, load_imported_problem)
}

fn load_with(
    dir: &Path,
    load: fn(&Path) -> Result<Problem, Vec<LoadError>>,
) -> (Bank, Vec<LoadError>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            let error = LoadError::new(dir, None, format!("cannot read problem directory: {e}"));
            return (Bank::default(), vec![error]);
        }
    };
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("problem.toml").is_file())
        .collect();
    dirs.sort();
    Bank::collect(dirs.iter().map(|d| load(d)))
}

/// Loads the generated questions kept in `dir`; a missing folder is an empty bank (none yet).
pub fn load_generated(dir: &Path) -> (Bank, Vec<LoadError>) {
    if dir.is_dir() { load(dir) } else { (Bank::default(), Vec::new()) }
}
