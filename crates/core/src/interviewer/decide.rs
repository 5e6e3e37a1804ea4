//! Follow-up or move on: the offline interviewer's decision after a judge result. Failing input →
//! ask about it; wrong complexity → ask for better; accepted → one of the problem's follow-ups, then
//! the next question. Attempts are capped so an interview always moves forward.

use super::question::{CurrentQuestion, FollowUpKind};
use crate::interviewer::{Evidence, InterviewRules, QuestionKind, Verdict};

/// What to do after a judged submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Next {
    FollowUp(FollowUpKind),
    CompleteRound,
}

fn extension_or_complete(q: &CurrentQuestion, rules: &InterviewRules) -> Next {
    let asked =
        q.follow_ups.iter().filter(|f| matches!(f.kind, FollowUpKind::Extension { .. })).count();
    let allowed = usize::from(rules.follow_ups_per_question.min(q.brief.follow_ups));
    if asked < allowed {
        Next::FollowUp(FollowUpKind::Extension { index: asked as u8 })
    } else {
        Next::CompleteRound
    }
}

/// Decides from the latest evidence (`q.attempts` already counts this submission).
pub(crate) fn after_judge(q: &CurrentQuestion, ev: &Evidence, rules: &InterviewRules) -> Next {
    let attempts_left = q.attempts < rules.max_attempts;
    if q.brief.kind == QuestionKind::Design {
        return if ev.verdict == Verdict::Accepted {
            extension_or_complete(q, rules)
        } else if attempts_left && !ev.missing_points.is_empty() {
            Next::FollowUp(FollowUpKind::Rubric)
        } else {
            Next::CompleteRound
        };
    }
    match ev.verdict {
        Verdict::Accepted => match &ev.complexity {
            Some(c) if !c.acceptable && attempts_left => Next::FollowUp(FollowUpKind::Complexity),
            _ => extension_or_complete(q, rules),
        },
        Verdict::TimeLimit if attempts_left => Next::FollowUp(FollowUpKind::Complexity),
        _ if attempts_left => Next::FollowUp(FollowUpKind::Failing),
        _ => Next::CompleteRound,
    }
}
