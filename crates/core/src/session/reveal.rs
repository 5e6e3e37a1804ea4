//! The test-reveal rung of the hint ladder (`/hint test`): after a failed submission on the
//! current question, one hidden test that submission failed is judged again alone and shown (its
//! input, expected answer and the submission's output) for [`TEST_REVEAL_HINTS`] hints' worth of
//! the question's score. Refused — free, state unchanged — before any failed submission, on design
//! questions, and when no hidden test failed with a wrong answer or an error. The reveal is kept in
//! `CurrentQuestion::revealed`; it changes nothing about how the next submission is judged.

use super::{Out, clip, push_log, trace};
use crate::interviewer::{Evidence, GradeRequest, QuestionKind, RevealOutcome, Verdict};
use crate::memory::{ToolFailure, ToolLogEntry};
use crate::msg::Msg;
use crate::session::{Effect, PendingTool, RevealedTest, SessionState, Status, TEST_REVEAL_HINTS};

/// What the test-reveal rung costs, in points off the question's score.
fn reveal_penalty(s: &SessionState) -> f32 {
    s.rules.hint_penalty * f32::from(TEST_REVEAL_HINTS)
}

/// The test-reveal rung's price when the last submission failed a hidden test it could reveal.
pub(super) fn test_rung(s: &SessionState) -> Option<f32> {
    let q = s.current_question.as_ref()?;
    let ev = q.last_evidence.as_ref()?;
    (q.brief.kind == QuestionKind::Code && !revealable(ev).is_empty()).then(|| reveal_penalty(s))
}

/// Hidden tests the submission failed with a wrong answer or an error (never a sample, a test
/// not reached, a time or memory limit): the candidates for the test-reveal rung.
fn revealable(ev: &Evidence) -> Vec<String> {
    ev.tests
        .iter()
        .filter(|t| t.hidden && !t.not_run)
        .filter(|t| matches!(t.verdict, Verdict::WrongAnswer | Verdict::RuntimeError))
        .map(|t| t.name.clone())
        .collect()
}

/// `/hint test`: after a failed submission, asks the judge for one hidden test it failed. Refused
/// (free, nothing changes) before any failed submission, on design questions, and when no hidden
/// test failed with a wrong answer or an error; a test already bought for this submission is
/// shown again for free.
pub(super) fn hint_test(s: &mut SessionState) -> Out {
    let cost = reveal_penalty(s);
    let q = s.current_question.as_ref().expect("guarded by caller");
    if q.brief.kind == QuestionKind::Design {
        return Out::reject(Msg::RevealNotForDesign);
    }
    let (Some(ev), Some(code)) = (&q.last_evidence, &q.last_judged) else {
        return Out::reject(Msg::RevealNeedsFailure { cost });
    };
    if ev.verdict == Verdict::Accepted {
        return Out::reject(Msg::RevealNeedsFailure { cost });
    }
    if let Some(r) = q.revealed.iter().find(|r| r.attempt == q.attempts) {
        return Out::reject(Msg::TestRevealed { case: r.case.clone(), cost: 0.0 });
    }
    let failed = revealable(ev);
    if failed.is_empty() {
        return Out::reject(Msg::NoTestToReveal { shown: ev.failing.is_some() });
    }
    let request = GradeRequest {
        question: q.brief.id.clone(),
        language: code.language.clone(),
        code: code.code.clone(),
    };
    let trace = trace(s);
    s.pending = Some(PendingTool::Reveal {
        trace: trace.clone(),
        request: request.clone(),
        failed: failed.clone(),
    });
    s.status = Status::Judging;
    Out::changed(vec![
        Effect::Say(Msg::RevealingTest { cost }),
        Effect::RevealTest { trace, request, failed },
    ])
}

/// The judge's answer to `/hint test`: charged only when a test was revealed.
pub(super) fn revealed(
    s: &mut SessionState,
    log: ToolLogEntry,
    result: Result<RevealOutcome, ToolFailure>,
) -> Out {
    if !matches!(&s.pending, Some(PendingTool::Reveal { trace, .. }) if *trace == log.trace) {
        return Out::ignore();
    }
    push_log(s, log);
    s.pending = None;
    let cost = reveal_penalty(s);
    let q = s.current_question.as_mut().expect("revealing implies a question");
    s.status = if q.follow_ups.is_empty() { Status::WaitingAnswer } else { Status::FollowUp };
    let msg = match result {
        Ok(RevealOutcome::Case { case }) => {
            q.revealed.push(RevealedTest { attempt: q.attempts, case: case.clone() });
            Msg::TestRevealed { case, cost }
        }
        Ok(RevealOutcome::CodeTests) => Msg::RevealCodeTests,
        Ok(RevealOutcome::NoFailingTest) => Msg::NoTestToReveal { shown: false },
        Err(failure) => Msg::ToolFailed { kind: failure.kind, detail: clip(&failure.message, 200) },
    };
    Out::changed(vec![Effect::Say(msg)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interviewer::{FailingCase, InterviewRules, Level, QuestionBrief, Role, TestLine};
    use crate::memory::Tool;
    use crate::session::Event;
    use crate::session::fsm::step;
    use mashang_i18n::Locale;

    fn log(trace: &str, tool: Tool) -> ToolLogEntry {
        ToolLogEntry { trace: trace.into(), tool, duration_ms: 1, error: None }
    }

    /// A session with two-sum on the table (three attempts allowed).
    fn asked() -> SessionState {
        let s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        let start = Event::Start {
            role: None,
            level: None,
            language: None,
            topic: None,
            problem: None,
            rules: InterviewRules { rounds: 1, ..InterviewRules::default() },
            interview_id: "iv".into(),
            seed: 1,
        };
        let (s, _) = step(s, start);
        let brief = QuestionBrief {
            id: "two-sum".into(),
            roles: vec![Role::Algorithm],
            level: Level::Junior,
            topics: vec!["hash-map".into()],
            kind: QuestionKind::Code,
            languages: vec!["python".into()],
            hints: 1,
            follow_ups: 0,
            vocabulary: Vec::new(),
            complexity_measured: true,
        };
        let trace = s.pending.as_ref().unwrap().trace().to_string();
        step(s, Event::Picked { log: log(&trace, Tool::PickQuestion), result: Ok(Some(brief)) }).0
    }

    fn failed_hidden() -> Evidence {
        let line = |name: &str, hidden, verdict| TestLine {
            name: name.into(),
            hidden,
            verdict,
            time_ms: 0,
            not_run: false,
        };
        Evidence {
            verdict: Verdict::WrongAnswer,
            passed: 2,
            total: 4,
            failing: None,
            complexity: None,
            style: Vec::new(),
            compile_output: None,
            missing_points: Vec::new(),
            complexity_unproven: false,
            tests: vec![
                line("example-1", false, Verdict::Accepted),
                line("negatives", true, Verdict::WrongAnswer),
                line("big", true, Verdict::TimeLimit),
            ],
        }
    }

    fn submit_and_fail(s: SessionState, code: &str) -> SessionState {
        let code = Event::Code { language: "python".into(), code: code.into(), note: None };
        let (s, _) = step(s, code);
        let trace = s.pending.as_ref().unwrap().trace().to_string();
        step(s, Event::Judged { log: log(&trace, Tool::Judge), result: Ok(failed_hidden()) }).0
    }

    fn case() -> FailingCase {
        FailingCase {
            name: "negatives".into(),
            input: "[[-3,3],0]".into(),
            expected: Some("[0,1]".into()),
            actual: Some("[]".into()),
        }
    }

    #[test]
    fn the_rung_is_refused_before_any_failed_submission_and_changes_nothing() {
        let s = asked();
        let (after, effects) = step(s.clone(), Event::HintTest);
        assert_eq!(after, s, "refused: same state, same seq");
        assert_eq!(effects, vec![Effect::Say(Msg::RevealNeedsFailure { cost: 1.0 })]);
    }

    #[test]
    fn after_a_failed_submission_it_asks_for_that_submissions_failing_hidden_tests_only() {
        let s = submit_and_fail(asked(), "def two_sum(nums, target): ...");
        let (s, effects) = step(s, Event::HintTest);
        let Some(Effect::RevealTest { request, failed, .. }) = effects.last() else {
            panic!("{effects:?}")
        };
        assert_eq!(request.code, "def two_sum(nums, target): ...", "the failed submission's code");
        assert_eq!(failed, &vec!["negatives".to_string()], "no sample, no time limit");
        assert_eq!(s.status, Status::Judging);
        assert!(s.current_question.as_ref().unwrap().revealed.is_empty(), "not charged yet");
    }

    #[test]
    fn a_revealed_test_is_charged_once_and_shown_again_for_free() {
        let s = submit_and_fail(asked(), "wrong");
        let (s, _) = step(s, Event::HintTest);
        let trace = s.pending.as_ref().unwrap().trace().to_string();
        let result = Ok(RevealOutcome::Case { case: case() });
        let (s, effects) = step(s, Event::Revealed { log: log(&trace, Tool::RevealTest), result });
        assert_eq!(effects, vec![Effect::Say(Msg::TestRevealed { case: case(), cost: 1.0 })]);
        assert_eq!(s.status, Status::FollowUp);
        let q = s.current_question.as_ref().unwrap();
        assert_eq!((q.revealed.len(), q.hint_cost()), (1, TEST_REVEAL_HINTS));
        let (again, effects) = step(s.clone(), Event::HintTest);
        assert_eq!(effects, vec![Effect::Say(Msg::TestRevealed { case: case(), cost: 0.0 })]);
        assert_eq!(again, s, "shown again, nothing charged");
        // The report charges it: two hints' worth of the persona's penalty.
        let (s, _) = step(s, Event::End);
        assert_eq!(s.eval_scores[0].tests_revealed, 1);
        assert_eq!(s.eval_scores[0].hint_penalty, 1.0);
    }

    #[test]
    fn nothing_revealed_costs_nothing() {
        let s = submit_and_fail(asked(), "wrong");
        let (s, _) = step(s, Event::HintTest);
        let trace = s.pending.as_ref().unwrap().trace().to_string();
        let result = Ok(RevealOutcome::NoFailingTest);
        let (s, _) = step(s, Event::Revealed { log: log(&trace, Tool::RevealTest), result });
        assert_eq!(s.current_question.as_ref().unwrap().hint_cost(), 0);
    }
}
