//! `/drill hint test`: the drills' test-reveal hint rung. After a failed submission of the open
//! problem, one hidden test it failed is judged again alone (shrunk when the problem allows it)
//! and shown privately with its input, expected answer and the member's output; it costs
//! [`TEST_REVEAL_HINTS`] hints' worth of the solve's points and uses up that failure (the next
//! reveal needs another failed submission). Nothing is charged when nothing is shown.

use super::group::StudyGroup;
use super::msg::{DrillMsg, render};
use super::scoring;
use super::service::{Audience, Caller, Drills, DrillsReply, reply};
use super::store::{FailedSubmission, Member};
use crate::ports::StoreError;
use crate::session::TEST_REVEAL_HINTS;
use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOutcome, NotRevealed, TestOrigin, TestState, Verdict};

/// The hints a solve is charged for: text hints plus each revealed test at its price.
pub(super) fn charged_hints(hints: u32, reveals: u32) -> u32 {
    hints + reveals * u32::from(TEST_REVEAL_HINTS)
}

/// What a failed submission leaves for the rung: the hidden tests it failed with a wrong answer or
/// an error (by name, as its verdict shows them), or `None` when it failed none (a sample, a
/// time limit, a compile error).
pub(super) fn failure_of(outcome: &JudgeOutcome, lang: Lang, code: &str) -> FailedSubmission {
    let tests = outcome
        .tests
        .iter()
        .filter(|t| t.origin == TestOrigin::Hidden && t.state != TestState::NotRun)
        .filter(|t| matches!(t.status, Verdict::WrongAnswer | Verdict::RuntimeError))
        .map(|t| t.name.clone())
        .collect();
    FailedSubmission { lang: lang.id().to_string(), code: code.to_string(), tests }
}

impl Drills {
    pub(super) async fn reveal_test(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<&StudyGroup>,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let Some(p) = self.open_problem(me, group).await? else {
            return Ok(vec![reply(loc, &DrillMsg::NothingToSubmit)]);
        };
        if self.locked(&caller.user).await.iter().any(|id| id == p.id()) {
            return Ok(vec![reply(loc, &DrillMsg::ProblemClosed)]);
        }
        let (hints, reveals) = (
            self.store.hints_used(&me.id, p.id()).await?,
            self.store.reveals_used(&me.id, p.id()).await?,
        );
        let after = |reveals| scoring::after_hints(100, charged_hints(hints, reveals));
        let Some(failure) = self.store.last_failed_submission(&me.id, p.id()).await? else {
            return Ok(vec![reply(
                loc,
                &DrillMsg::RevealNeedsFailure { cost: after(reveals + 1) },
            )]);
        };
        let lang: Lang = match failure.lang.parse() {
            Ok(l) if !failure.tests.is_empty() => l,
            _ => return Ok(vec![reply(loc, &DrillMsg::NoTestToReveal)]),
        };
        let judge = self.judge_for(&caller.user);
        let msg = match judge.reveal_failing(p, lang, &failure.code, &failure.tests).await {
            Ok((name, cx)) => {
                let n = self.store.take_reveal(&me.id, p.id()).await?;
                DrillMsg::TestRevealed {
                    name,
                    input: cx.input,
                    expected: cx.expected,
                    actual: cx.actual,
                    cost: after(n),
                }
            }
            Err(NotRevealed::CodeTests) => DrillMsg::RevealCodeTests,
            Err(NotRevealed::NoFailingTest) => DrillMsg::NoTestToReveal,
        };
        // Personal, like hints: in a group it would spoil the problem for everyone.
        Ok(vec![DrillsReply {
            to: Audience::Account(caller.user.clone()),
            text: render(&msg, loc),
            png: None,
        }])
    }
}
