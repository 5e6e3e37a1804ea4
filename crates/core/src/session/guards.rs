//! The invariants every session state must satisfy. `step` is written to keep them; the property
//! tests call [`check`] after every transition, and the store refuses to resume a state that fails.

use crate::session::{FinishReason, PendingTool, SessionState, Status};

/// A session invariant that does not hold, described for the log (never shown to a user).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BrokenInvariant(pub String);

impl From<String> for BrokenInvariant {
    fn from(why: String) -> Self {
        BrokenInvariant(why)
    }
}

impl From<&str> for BrokenInvariant {
    fn from(why: &str) -> Self {
        BrokenInvariant(why.to_string())
    }
}

/// Returns the first broken invariant, if any.
pub fn check(s: &SessionState) -> Result<(), BrokenInvariant> {
    let pending_matches = matches!(
        (s.status, &s.pending),
        (Status::Questioning, Some(PendingTool::Pick { .. }))
            | (Status::Judging, Some(PendingTool::Judge { .. } | PendingTool::Reveal { .. }))
            | (Status::Reporting, Some(PendingTool::Report { .. }))
            | (Status::Idle | Status::WaitingAnswer | Status::FollowUp | Status::Finished, None)
    );
    if !pending_matches {
        return Err(format!("status {:?} with pending {:?}", s.status, s.pending).into());
    }
    let needs_question =
        matches!(s.status, Status::WaitingAnswer | Status::Judging | Status::FollowUp);
    if needs_question != s.current_question.is_some() {
        return Err(format!(
            "status {:?} but question open = {}",
            s.status,
            s.current_question.is_some()
        )
        .into());
    }
    if s.status == Status::Idle && (!s.eval_scores.is_empty() || s.interview_id.is_some()) {
        return Err("idle session holds interview data".into());
    }
    if s.current_round > s.rounds_total && s.rounds_total > 0 {
        return Err(format!("round {} of {}", s.current_round, s.rounds_total).into());
    }
    if s.eval_scores.len() > usize::from(s.current_round) {
        return Err("more scores than questions asked".into());
    }
    if s.question_history.len() != usize::from(s.current_round) {
        return Err("question history out of step with rounds".into());
    }
    let mut seen = std::collections::HashSet::new();
    if !s.question_history.iter().all(|q| seen.insert(q)) {
        return Err("a question was asked twice".into());
    }
    if let Some(q) = &s.current_question {
        if q.hints_used > q.brief.hints {
            return Err("more hints than the ladder has".into());
        }
        if q.attempts > s.rules.max_attempts {
            return Err("more attempts than allowed".into());
        }
        if s.status == Status::FollowUp && q.follow_ups.is_empty() {
            return Err("follow-up status without a follow-up".into());
        }
        if s.question_history.last() != Some(&q.brief.id) {
            return Err("open question is not the latest asked".into());
        }
    }
    match (s.status, s.finish_reason) {
        (Status::Reporting | Status::Finished, None) => Err("finished without a reason".into()),
        (Status::Reporting | Status::Finished, Some(FinishReason::AllRounds))
            if s.eval_scores.len() < usize::from(s.rounds_total) =>
        {
            Err(format!("finished after {} of {} rounds", s.eval_scores.len(), s.rounds_total)
                .into())
        }
        (Status::Reporting, _) if s.eval_scores.is_empty() => {
            Err("report with nothing scored".into())
        }
        (Status::Reporting | Status::Finished, _) => Ok(()),
        (_, Some(_)) => Err("finish reason on a running interview".into()),
        _ => Ok(()),
    }
}
