//! The paid hint rung "show me a failing test": one hidden test the candidate's last submission
//! failed, shrunk and judged again alone, so the candidate sees its input, the expected answer and
//! what their program returned for it.
//!
//! What may be revealed (docs/threat-model.md, "the test-reveal rung"):
//! - only a hidden test the caller says the submission failed (the session passes the names from
//!   that submission's own evidence), and only when the same code fails it again run alone — so a
//!   test it passed, or one that failed only after other inputs, is never shown;
//! - its input and expected answer (that is the purchase), shrunk by delta debugging for problems
//!   with `valid(args)` ([`Judge::reveal`]); the actual result comes from the run that held that one
//!   input only;
//! - never a code test (frontend/backend class problems): their hidden tests are code, and the
//!   rung refuses them (the verdict already lists their names and status).
//!
//! A submission that then hard-codes the revealed case is still judged on every test: revealing
//! changes nothing in the problem's plan.

use super::{Counterexample, Judge, Verdict};
use crate::problem::{Lang, Problem};

/// Failing hidden tests tried at most (smallest input first) before giving up.
const TRIES: usize = 3;

/// Why nothing was revealed (the candidate is not charged).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotRevealed {
    /// The problem's hidden tests are code; their code is never shown.
    CodeTests,
    /// None of the named tests is a hidden test that fails alone with a wrong answer or an error.
    NoFailingTest,
}

impl Judge {
    /// Reveals the smallest of `failed` (names of hidden tests the submission `code` failed) that it
    /// still fails when judged alone, shrunk when the problem allows it; with that test's name.
    pub async fn reveal_failing(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        failed: &[String],
    ) -> Result<(String, Counterexample), NotRevealed> {
        if !problem.code_tests.is_empty() {
            return Err(NotRevealed::CodeTests);
        }
        let mut hidden: Vec<_> = problem.hidden().filter(|t| failed.contains(&t.name)).collect();
        hidden.sort_by_key(|t| (t.input.len(), t.name.clone()));
        for t in hidden.into_iter().take(TRIES) {
            let cx = Counterexample {
                input: t.input.clone(),
                expected: t.expected.clone(),
                actual: String::new(),
                status: Verdict::WrongAnswer,
            };
            if let Some(shown) = self.reveal(problem, lang, code, cx).await
                && matches!(shown.status, Verdict::WrongAnswer | Verdict::RuntimeError)
            {
                return Ok((t.name.clone(), shown));
            }
        }
        Err(NotRevealed::NoFailingTest)
    }
}
