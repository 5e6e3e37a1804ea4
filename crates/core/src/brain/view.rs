//! What the model may see about the interview: a view built from the session state and the
//! [`QuestionBank`] seam only. The bank trait hands out statements, samples and hints and has no
//! way to reach reference solutions or hidden tests, and judge evidence exists only after the
//! candidate submitted — so a prompt built from a [`TurnView`] cannot leak them by construction.

use serde::Serialize;

use crate::interviewer::{Evidence, QuestionBank, QuestionKind, Verdict};
use crate::session::{FollowUpKind, SessionState};

use super::guard::JudgeState;

/// Characters of the candidate's latest code shown to the model.
const MAX_CODE_CHARS: usize = 4_000;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SampleView {
    pub input: String,
    pub output: String,
}

/// The open question as the candidate sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuestionView {
    pub id: String,
    pub title: String,
    pub statement: String,
    pub samples: Vec<SampleView>,
    pub kind: &'static str,
    pub topics: Vec<String>,
    pub attempts: u8,
    pub max_attempts: u8,
    pub hints_used: u8,
    pub hints_total: u8,
    pub follow_ups_asked: Vec<&'static str>,
    /// The problem's expected complexity: only once a submission has been judged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected_time: Option<String>,
}

/// The judge's findings on the latest submission (after submission only, by construction). Built
/// from [`Evidence`], which the bridge makes from the judge's candidate view only
/// (`JudgeOutcome::candidate_view`): the model sees exactly what the candidate sees — a failing
/// sample or the revealed counterexample in full, hidden tests not at all beyond the counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvidenceView {
    pub verdict: &'static str,
    pub passed: u32,
    pub total: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failing_input: Option<String>,
    /// Present only for tests the candidate may see (the judge withholds hidden expectations).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failing_expected: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failing_actual: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub measured_exponent: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complexity_label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complexity_acceptable: Option<bool>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub style_findings: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compiler_output: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub missing_points: Vec<String>,
}

impl EvidenceView {
    pub fn of(e: &Evidence) -> Self {
        let f = e.failing.as_ref();
        let c = e.complexity.as_ref();
        EvidenceView {
            verdict: e.verdict.as_str(),
            passed: e.passed,
            total: e.total,
            failing_input: f.map(|f| clip(&f.input, 400)),
            failing_expected: f.and_then(|f| f.expected.as_deref()).map(|s| clip(s, 200)),
            failing_actual: f.and_then(|f| f.actual.as_deref()).map(|s| clip(s, 200)),
            measured_exponent: c.map(|c| crate::present::exponent(c.exponent)),
            complexity_label: c.map(|c| c.label.clone()),
            complexity_acceptable: c.map(|c| c.acceptable),
            style_findings: e.style.iter().take(5).cloned().collect(),
            compiler_output: e.compile_output.as_deref().map(|s| clip(s, 400)),
            missing_points: e.missing_points.clone(),
        }
    }
}

/// Everything a decision prompt is built from. Serialised in field order, what stays the same for
/// a whole question first (the question's own stable fields lead `QuestionView`), so consecutive
/// requests share a long prefix a local server's prompt cache can reuse.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnView {
    pub locale: &'static str,
    pub role: &'static str,
    pub level: &'static str,
    pub language: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question: Option<QuestionView>,
    pub round: u8,
    pub rounds_total: u8,
    pub rounds_done: u8,
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evidence: Option<EvidenceView>,
    /// The candidate's own latest code (their words, quoted as data).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidate_code: Option<String>,
    #[serde(skip)]
    pub judge: JudgeState,
    #[serde(skip)]
    pub pending: bool,
}

fn clip(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().count() > max {
        out.push('…');
    }
    out
}

fn follow_up_name(k: &FollowUpKind) -> &'static str {
    match k {
        FollowUpKind::Failing => "failing_case",
        FollowUpKind::Complexity => "complexity",
        FollowUpKind::Extension { .. } => "extension",
        FollowUpKind::Rubric => "missing_design_point",
    }
}

impl TurnView {
    /// Builds the view. Only `SessionState` and the bank seam are reachable from here.
    pub fn build(s: &SessionState, bank: &dyn QuestionBank) -> TurnView {
        let q = s.current_question.as_ref();
        let judged = q.and_then(|q| q.last_evidence.as_ref());
        let judging = s.pending.is_some() && s.status == crate::session::Status::Judging;
        let judge = match judged {
            _ if judging => JudgeState::NoResult,
            None => JudgeState::NoResult,
            Some(e) if e.verdict == Verdict::Accepted => JudgeState::Accepted,
            Some(_) => JudgeState::Failed,
        };
        let question = q.and_then(|q| {
            let text = bank.text(&q.brief.id, s.locale, &s.language)?;
            Some(QuestionView {
                id: q.brief.id.clone(),
                title: text.title,
                statement: clip(&text.statement, 2_000),
                samples: text
                    .samples
                    .into_iter()
                    .take(3)
                    .map(|x| SampleView {
                        input: clip(&x.input, 300),
                        output: clip(&x.output, 300),
                    })
                    .collect(),
                kind: match q.brief.kind {
                    QuestionKind::Code => "code",
                    QuestionKind::Design => "system_design",
                },
                topics: q.brief.topics.clone(),
                attempts: q.attempts,
                max_attempts: s.rules.max_attempts,
                hints_used: q.hints_used,
                hints_total: q.brief.hints,
                follow_ups_asked: q.follow_ups.iter().map(|f| follow_up_name(&f.kind)).collect(),
                expected_time: judged.and(text.expected_time),
            })
        });
        TurnView {
            locale: s.locale.as_str(),
            role: s.role.as_str(),
            level: s.target_level.as_str(),
            language: s.language.clone(),
            round: s.current_round,
            rounds_total: s.rounds_total,
            rounds_done: s.eval_scores.len().min(usize::from(u8::MAX)) as u8,
            status: s.status.as_str(),
            question,
            evidence: judged.filter(|_| !judging).map(EvidenceView::of),
            candidate_code: q.and(s.user_answer.as_ref()).map(|a| clip(&a.code, MAX_CODE_CHARS)),
            judge,
            pending: s.pending.is_some(),
        }
    }
}
