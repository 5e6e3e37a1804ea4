//! Where generated questions are kept: `<dir>/<id>/problem.toml` and `solutions/ref.py`, loaded
//! back through the bank's validator so what is served is exactly what a restart will load.

use std::path::PathBuf;

use mashang_core::ports::{ProblemSink, SinkError};
use mashang_judge::problem::Problem;

/// The [`ProblemSink`] writing into a folder of problem folders.
#[derive(Debug, Clone)]
pub struct DirSink {
    dir: PathBuf,
}

impl DirSink {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        DirSink { dir: dir.into() }
    }
}

impl ProblemSink for DirSink {
    fn store(&self, problem: &Problem) -> Result<Problem, SinkError> {
        let dir = self.dir.join(problem.id());
        let reference = problem
            .solutions
            .first()
            .ok_or_else(|| SinkError::Invalid("no reference solution".into()))?;
        let toml = toml::to_string(&problem.spec).map_err(|e| SinkError::Encode(e.to_string()))?;
        std::fs::create_dir_all(dir.join("solutions"))?;
        std::fs::write(dir.join("problem.toml"), toml)?;
        std::fs::write(dir.join(&reference.path), &reference.code)?;
        crate::load_problem(&dir).map_err(|errs| {
            SinkError::Invalid(errs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("; "))
        })
    }
}
