//! Property tests of the session state machine: random event sequences never panic, never reach a
//! state that breaks an invariant, never score a question before the judge has answered for it,
//! and never change anything while a tool call is pending.

use std::collections::HashSet;

use mashang_core::interviewer::{FailingCase, Level, RevealOutcome, Role, pick};
use mashang_core::memory::{ErrorKind, Tool, ToolFailure, ToolLogEntry};
use mashang_core::report::ScoreBasis;
use mashang_i18n::Locale;

use mashang_core::session::fsm::step;
use mashang_core::session::{Event, PendingTool, SessionState, Status, guards};
use proptest::prelude::*;

use crate::support::{FixtureBank, evidence_for, rules};

#[derive(Debug, Clone)]
enum Action {
    Start(u8),
    Code(u8),
    Text(bool),
    Hint,
    HintTest,
    Skip,
    End,
    Lang(bool),
    Locale,
    /// Answer the pending tool call; the number picks the outcome.
    Respond(u8),
    /// A tool result with a trace nobody asked for.
    Stale,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        1 => (1u8..7).prop_map(Action::Start),
        4 => (0u8..4).prop_map(Action::Code),
        3 => any::<bool>().prop_map(Action::Text),
        2 => Just(Action::Hint),
        1 => Just(Action::HintTest),
        1 => Just(Action::Skip),
        1 => Just(Action::End),
        1 => any::<bool>().prop_map(Action::Lang),
        1 => Just(Action::Locale),
        8 => (0u8..6).prop_map(Action::Respond),
        1 => Just(Action::Stale),
    ]
}

fn log(trace: &str, tool: Tool) -> ToolLogEntry {
    ToolLogEntry { trace: trace.into(), tool, duration_ms: 1, error: None }
}

fn to_event(a: &Action, s: &SessionState, bank: &FixtureBank, n: usize) -> Option<Event> {
    Some(match a {
        Action::Start(rounds) => Event::Start {
            role: Some(Role::Algorithm),
            level: Some(Level::Junior),
            language: Some("python".into()),
            topic: None,
            problem: None,
            rules: mashang_core::interviewer::InterviewRules { rounds: *rounds, ..rules() },
            interview_id: format!("iv{n}"),
            seed: n as u64,
        },
        Action::Code(k) => Event::Code {
            language: if *k == 3 { "go".into() } else { "python".into() },
            code: ["ok", "WRONG", "SLOW", "ok"][usize::from(*k)].into(),
            note: (*k == 0).then(|| "I use a hash map, O(n), empty input is an edge case".into()),
        },
        Action::Text(long) => {
            Event::Text(if *long { "x".repeat(5000) } else { "my approach: sort first".into() })
        }
        Action::Hint => Event::Hint,
        Action::HintTest => Event::HintTest,
        Action::Skip => Event::Skip,
        Action::End => Event::End,
        Action::Lang(js) => {
            Event::SetLanguage(if *js { "javascript".into() } else { "python".into() })
        }
        Action::Locale => {
            Event::SetLocale(if s.locale == Locale::En { Locale::ZhCn } else { Locale::En })
        }
        Action::Stale => {
            Event::Judged { log: log("nobody-asked", Tool::Judge), result: evidence_for("ok") }
        }
        Action::Respond(k) => match s.pending.as_ref()? {
            PendingTool::Pick { trace, criteria } => {
                let result = match k {
                    0 => Err(ToolFailure::new(ErrorKind::Parse, "broken bank")),
                    _ => Ok(pick::pick(bank.briefs(), criteria, &[], &[]).cloned()),
                };
                Event::Picked { log: log(trace, Tool::PickQuestion), result }
            }
            PendingTool::Judge { trace, .. } => {
                let code = ["ok", "WRONG", "SLOW", "CRASH", "ok", "WRONG"][usize::from(*k)];
                Event::Judged { log: log(trace, Tool::Judge), result: evidence_for(code) }
            }
            PendingTool::Reveal { trace, failed, .. } => {
                let result = match k {
                    0 => Err(ToolFailure::new(ErrorKind::Execution, "sandbox down")),
                    1 => Ok(RevealOutcome::NoFailingTest),
                    _ => Ok(RevealOutcome::Case {
                        case: FailingCase {
                            name: failed[0].clone(),
                            input: "[1]".into(),
                            expected: Some("1".into()),
                            actual: Some("2".into()),
                        },
                    }),
                };
                Event::Revealed { log: log(trace, Tool::RevealTest), result }
            }
            PendingTool::Report { trace } => Event::Reported {
                log: log(trace, Tool::Report),
                result: Ok(Box::new(s.build_report(0))),
            },
        },
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_event_sequences_keep_every_invariant(actions in prop::collection::vec(action(), 1..120)) {
        let bank = FixtureBank::new();
        let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        let mut judged: HashSet<(String, String)> = HashSet::new();
        for (n, a) in actions.iter().enumerate() {
            let Some(event) = to_event(a, &s, &bank, n) else { continue };
            let user_event_while_pending = event.is_user() && s.pending.is_some();
            if let (Event::Judged { log, result: Ok(_) }, Some(PendingTool::Judge { trace, request })) = (&event, &s.pending)
                && &log.trace == trace
            {
                judged.insert((s.interview_id.clone().unwrap_or_default(), request.question.clone()));
            }
            let before = s.clone();
            let (next, _effects) = step(s, event);
            if user_event_while_pending {
                prop_assert_eq!(&next, &before, "a user event changed state while a tool call was pending");
            }
            if let Err(why) = guards::check(&next) {
                return Err(TestCaseError::fail(format!("invariant broken after {a:?}: {why}\n{next:#?}")));
            }
            let interview = next.interview_id.clone().unwrap_or_default();
            for score in next.eval_scores.iter().skip(if before.interview_id == next.interview_id { before.eval_scores.len() } else { 0 }) {
                if score.basis == ScoreBasis::Judged {
                    prop_assert!(judged.contains(&(interview.clone(), score.question.clone())), "scored {} before the judge answered", score.question);
                }
            }
            if next.status == Status::Finished && next.finish_reason == Some(mashang_core::session::FinishReason::AllRounds) {
                prop_assert!(next.eval_scores.len() >= usize::from(next.rounds_total));
            }
            s = next;
        }
    }
}

#[test]
fn finishing_needs_all_rounds_or_the_users_end() {
    let bank = FixtureBank::new();
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    let script = [Action::Start(3), Action::Respond(1), Action::Code(0), Action::Respond(0)];
    for (n, a) in script.iter().enumerate() {
        let e = to_event(a, &s, &bank, n).unwrap();
        s = step(s, e).0;
    }
    // Accepted with a follow-up pending: answering it completes round 1 of 3, not the interview.
    assert_eq!(s.status, Status::FollowUp);
    s = step(s, mashang_core::session::Event::Text("I would add a cache in front of it".into())).0;
    assert_eq!(s.status, Status::Questioning);
    assert_eq!(s.eval_scores.len(), 1);
    let (busy, _) = step(s.clone(), Event::End);
    assert_eq!(busy, s, "/end while the pick is pending is refused");
    let e = to_event(&Action::Respond(1), &s, &bank, 9).unwrap();
    s = step(s, e).0;
    assert_eq!(s.status, Status::WaitingAnswer);
    let (after_end, _) = step(s, Event::End);
    assert!(guards::check(&after_end).is_ok());
    assert_eq!(after_end.finish_reason, Some(mashang_core::session::FinishReason::UserEnded));
}
