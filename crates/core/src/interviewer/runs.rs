//! `/run` as the interviewer sees it: the request (code, language, an optional custom input), the
//! report of what ran (samples with their expected answers, the custom input with the program's
//! output only) and why a run could not be made. A run is not a submission: it never becomes
//! evidence, an attempt or a score.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::interviewer::{QuestionId, Verdict};
use crate::memory::{ErrorKind, ToolFailure};
use mashang_judge::exec::Executor;
use mashang_judge::problem::{Bank, Lang, UnknownLang};
use mashang_judge::{
    CUSTOM_TEST, CustomInputError, Judge, JudgeOutcome, TestOrigin, TryRunError, parse_custom,
};

/// Longest output, message or stderr kept per case.
const MAX_SHOWN: usize = 1_000;

/// What `/run` asks the judge to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRequest {
    pub question: QuestionId,
    pub language: String,
    pub code: String,
    /// The candidate's own input (JSON arguments, a call list or stdin text), if any.
    pub input: Option<String>,
}

/// One case of a run, all of it public: a sample (with its expected answer) or the custom input
/// (never with an expected answer — the reference is not run on it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunCase {
    pub name: String,
    pub custom: bool,
    pub input: String,
    pub output: Option<String>,
    pub expected: Option<String>,
    /// The exception, crash or limit message.
    pub error: Option<String>,
    /// `Accepted`: a sample passed, or the custom input ran to an answer.
    pub verdict: Verdict,
    pub time_ms: u32,
}

/// What a run showed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RunReport {
    pub compile_error: Option<String>,
    pub cases: Vec<RunCase>,
    /// The program's stderr (capped).
    pub stderr: String,
}

/// Why a run could not be made.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RunFailure {
    #[error("bad custom input: {0}")]
    BadInput(CustomInputError),
    #[error(transparent)]
    Tool(ToolFailure),
}

fn cap(s: &str) -> String {
    if s.chars().count() <= MAX_SHOWN {
        return s.to_string();
    }
    let head: String = s.chars().take(MAX_SHOWN).collect();
    format!("{head}…")
}

/// The report of a run's outcome. A run plans public tests only; the outcome still goes through
/// the judge's disclosure filter, so anything else could never show.
pub(crate) fn report(outcome: &JudgeOutcome) -> RunReport {
    let outcome = outcome.candidate_view();
    let cases = outcome
        .tests
        .iter()
        .filter(|t| t.origin == TestOrigin::Sample)
        .map(|t| RunCase {
            name: t.name.clone(),
            custom: t.name == CUSTOM_TEST,
            input: t.input.clone().unwrap_or_default(),
            output: t.actual.as_deref().map(cap),
            expected: t.expected.clone().filter(|_| t.name != CUSTOM_TEST),
            error: t.message.as_deref().map(cap),
            verdict: t.status,
            time_ms: t.time_ms.max(0.0).round().min(f64::from(u32::MAX)) as u32,
        })
        .collect();
    let compile_error = outcome.compile_output.as_deref().filter(|_| outcome.tests.is_empty());
    RunReport { compile_error: compile_error.map(cap), cases, stderr: cap(outcome.stderr.trim()) }
}

/// Whether `request`'s custom input fits its problem (unknown problems and languages are left
/// for the run to report).
pub(crate) fn check(bank: &Bank, request: &RunRequest) -> Result<(), CustomInputError> {
    let (Some(problem), Some(text), Ok(lang)) =
        (bank.get(&request.question), &request.input, request.language.parse::<Lang>())
    else {
        return Ok(());
    };
    parse_custom(problem, lang, text).map(|_| ())
}

/// Runs `request` on the bank's problem through `executor` (the caller's fair-queue handle).
pub(crate) async fn run(
    bank: &Bank,
    judge: impl FnOnce(Arc<dyn Executor>) -> Judge,
    request: &RunRequest,
    executor: Arc<dyn Executor>,
) -> Result<RunReport, RunFailure> {
    let tool = |kind, m: String| RunFailure::Tool(ToolFailure::new(kind, m));
    let problem = bank
        .get(&request.question)
        .ok_or_else(|| tool(ErrorKind::Logic, format!("unknown question {}", request.question)))?;
    let lang: Lang =
        request.language.parse().map_err(|e: UnknownLang| tool(ErrorKind::Parse, e.to_string()))?;
    let custom = match &request.input {
        Some(text) => Some(parse_custom(problem, lang, text).map_err(RunFailure::BadInput)?),
        None => None,
    };
    match judge(executor).try_run(problem, lang, &request.code, custom.as_ref()).await {
        Ok(outcome) => Ok(report(&outcome)),
        Err(TryRunError::BadInput(e)) => Err(RunFailure::BadInput(e)),
        Err(TryRunError::Judge(e)) => Err(RunFailure::Tool(e.into())),
    }
}
