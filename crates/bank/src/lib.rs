//! The problem bank — embedded in the binary or a directory on disk (a [`Tree`]) — problem
//! folders in, validated problems out (the core parses and validates; this crate only reads the
//! files), the judge's cache of computed data, and the folder where questions the LLM generated
//! are kept.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod cache;
mod roadmap;
mod sink;

use std::path::Path;

use mashang_core::plan::{Plan, PlanError};
use mashang_core::ports::ProblemFiles;
use mashang_judge::problem::{self, Bank, LoadError, Problem};

pub use cache::FsJudgeCache;
pub use mashang_presets::Tree;
pub use roadmap::{Roadmap, RoadmapError, RoadmapTopic};
pub use sink::DirSink;

/// A problem folder, embedded or on disk: what the judge's loader reads through.
#[derive(Debug, Clone)]
pub struct TreeFiles(Tree);

impl ProblemFiles for TreeFiles {
    fn dir(&self) -> &Path {
        self.0.path()
    }

    fn read(&self, rel: &str) -> std::io::Result<String> {
        self.0.read(rel)
    }

    fn list(&self, sub: &str) -> Vec<String> {
        self.0.files(sub)
    }
}

/// Loads every `<id>.toml` study plan of `plans` (see [`Tree::plans`]), in file-name order; a
/// file that does not parse is an error and the others still load. Check them against the bank
/// with [`Plan::check`].
pub fn load_plans(plans: &Tree) -> (Vec<Plan>, Vec<PlanError>) {
    let (mut out, mut errors) = (Vec::new(), Vec::new());
    for name in plans.files("") {
        let Some(id) = name.strip_suffix(".toml") else { continue };
        let parsed = plans
            .read(&name)
            .map_err(|e| PlanError::Parse { file: id.to_string(), message: e.to_string() });
        match parsed.and_then(|text| Plan::parse(id, &text)) {
            Ok(plan) => out.push(plan),
            Err(e) => errors.push(e),
        }
    }
    (out, errors)
}

/// Loads one bank problem folder (the one holding `problem.toml`).
pub fn load_problem(dir: &Path) -> Result<Problem, Vec<LoadError>> {
    problem::load_problem(&TreeFiles(Tree::disk(dir)))
}

/// Loads one imported problem folder (`self_checked` allowed: conformance data only).
pub fn load_imported_problem(dir: &Path) -> Result<Problem, Vec<LoadError>> {
    problem::load_imported_problem(&TreeFiles(Tree::disk(dir)))
}

/// Loads every `<dir>/<id>/problem.toml` of a bank directory (see [`load_tree`]).
pub fn load(dir: &Path) -> (Bank, Vec<LoadError>) {
    load_tree(&Tree::disk(dir))
}

/// Loads every `<id>/problem.toml` of `bank`, embedded or on disk, without writing anything. A
/// malformed problem yields errors naming file and field; the others still load. A `self_checked`
/// problem is an error here (see [`load_imported`]).
pub fn load_tree(bank: &Tree) -> (Bank, Vec<LoadError>) {
    load_with(bank, problem::load_problem)
}

/// Like [`load`], also accepting `self_checked` problems: imported data sets measured for
/// conformance, never offered to candidates.
pub fn load_imported(dir: &Path) -> (Bank, Vec<LoadError>) {
    load_with(&Tree::disk(dir), problem::load_imported_problem)
}

fn load_with(
    bank: &Tree,
    load: fn(&dyn ProblemFiles) -> Result<Problem, Vec<LoadError>>,
) -> (Bank, Vec<LoadError>) {
    let folders = match bank.folders() {
        Ok(f) => f,
        Err(e) => {
            let error =
                LoadError::new(bank.path(), None, format!("cannot read problem directory: {e}"));
            return (Bank::default(), vec![error]);
        }
    };
    let problems = folders.into_iter().filter(|f| f.is_file("problem.toml"));
    Bank::collect(problems.map(|f| load(&TreeFiles(f))))
}

/// Loads the generated questions kept in `dir`; a missing folder is an empty bank (none yet).
pub fn load_generated(dir: &Path) -> (Bank, Vec<LoadError>) {
    if dir.is_dir() { load(dir) } else { (Bank::default(), Vec::new()) }
}
