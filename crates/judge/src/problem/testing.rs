//! Test fixtures: the repository's own bank problems, read from `presets/problems` through a
//! directory-backed [`ProblemFiles`]. Tests only — the core itself never opens a file.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::path::{Path, PathBuf};

use super::{Bank, LoadError, Problem, load_problem};
use crate::problem::files::ProblemFiles;

/// A problem folder on disk.
pub struct Dir(pub PathBuf);

impl ProblemFiles for Dir {
    fn dir(&self) -> &Path {
        &self.0
    }
    fn read(&self, rel: &str) -> std::io::Result<String> {
        std::fs::read_to_string(self.0.join(rel))
    }
    fn list(&self, sub: &str) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.0.join(sub)) else { return Vec::new() };
        let mut names: Vec<String> = entries
            .flatten()
            .filter(|e| e.path().is_file())
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect();
        names.sort();
        names
    }
}

/// `presets/problems` of this repository.
pub fn bank_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../presets/problems")
}

/// One bank problem by id.
pub fn problem(id: &str) -> Problem {
    load_problem(&Dir(bank_dir().join(id))).unwrap_or_else(|e| panic!("{id} loads: {e:?}"))
}

/// The whole bank.
pub fn bank() -> (Bank, Vec<LoadError>) {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(bank_dir())
        .expect("presets/problems")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("problem.toml").is_file())
        .collect();
    dirs.sort();
    Bank::collect(dirs.into_iter().map(|d| load_problem(&Dir(d))))
}
