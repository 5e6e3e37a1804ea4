//! The transition function `step(state, event) -> (state, effects)`: pure, total, and the only
//! place the session changes. The hard guards live here in code, not in any prompt:
//! - no score before the judge's result (scores come only from judged evidence or "not submitted");
//! - no reply while a tool call is pending (every user event gets `Busy` and changes nothing);
//! - finish only after `rules.rounds` scored rounds, or the user's `/end`, or an exhausted bank;
//! - one question at a time (a pick is only requested when no question is open).

use crate::interviewer::decide::{self, Next};
use crate::interviewer::vocab::topicality;
use crate::interviewer::{Evidence, GradeRequest, QuestionKind, Verdict};
use crate::memory::ToolLogEntry;
use crate::msg::Msg;
use crate::replay::RoundTranscript;
use crate::report::score::score_question;
use crate::session::{
    CurrentQuestion, Effect, Event, FinishReason, FollowUpKind, FollowUpRecord, PendingTool,
    PickCriteria, SessionState, Status, Submission,
};

#[path = "reveal.rs"]
mod reveal;
use reveal::{hint_test, revealed, test_rung};

/// Explanations kept per question, and characters kept of each.
const MAX_EXPLANATIONS: usize = 8;
const MAX_TEXT_CHARS: usize = 800;
/// Characters of a design answer kept (it is re-judged as a whole).
const MAX_DESIGN_CHARS: usize = 8_000;
/// Tool-log summaries kept in the session (the full log is in the store).
const MAX_TOOL_LOGS: usize = 64;
/// The language tag of a design answer sent to the rubric checker.
pub const DESIGN_LANGUAGE: &str = "text";

/// What a transition produced.
struct Out {
    effects: Vec<Effect>,
    changed: bool,
}

impl Out {
    fn reject(msg: Msg) -> Out {
        Out { effects: vec![Effect::Say(msg)], changed: false }
    }
    fn ignore() -> Out {
        Out { effects: Vec::new(), changed: false }
    }
    fn changed(effects: Vec<Effect>) -> Out {
        Out { effects, changed: true }
    }
}

/// Applies `event` to `state`. Rejected events leave the state exactly as it was (same `seq`).
pub fn step(mut state: SessionState, event: Event) -> (SessionState, Vec<Effect>) {
    let out = transition(&mut state, event);
    if out.changed {
        state.seq += 1;
    }
    (state, out.effects)
}

fn trace(s: &SessionState) -> String {
    format!("{}-{}", s.interview_id.as_deref().unwrap_or("session"), s.seq + 1)
}

fn clip(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

fn transition(s: &mut SessionState, event: Event) -> Out {
    if event.is_user() && s.pending.is_some() {
        return Out::reject(Msg::Busy);
    }
    match event {
        Event::SetLocale(locale) => {
            s.locale = locale;
            Out::changed(vec![Effect::Say(Msg::LocaleSet)])
        }
        Event::SetLanguage(language) => set_language(s, language),
        Event::Start { role, level, language, topic, problem, rules, interview_id, seed } => {
            if s.in_interview() {
                return Out::reject(Msg::AlreadyInInterview);
            }
            s.role = role.unwrap_or(s.role);
            s.target_level = level.unwrap_or(s.target_level);
            if let Some(l) = language {
                s.language = l;
            }
            s.topic = topic;
            s.rounds_total = rules.rounds.max(1);
            s.rules = rules;
            s.interview_id = Some(interview_id);
            s.seed = seed;
            s.current_round = 0;
            s.question_history.clear();
            s.current_question = None;
            s.user_answer = None;
            s.tool_logs.clear();
            s.eval_scores.clear();
            s.finish_reason = None;
            let mut effects = vec![Effect::Say(Msg::InterviewStarted {
                role: s.role,
                level: s.target_level,
                language: s.language.clone(),
                rounds: s.rounds_total,
            })];
            begin_pick(s, &mut effects, problem);
            Out::changed(effects)
        }
        Event::Code { .. }
        | Event::Text(_)
        | Event::Hint
        | Event::HintTest
        | Event::Skip
        | Event::End
            if s.current_question.is_none() =>
        {
            Out::reject(Msg::NoInterview)
        }
        Event::Code { language, code, note } => submit_code(s, language, code, note),
        Event::Text(text) => text_answer(s, text),
        Event::Hint => hint(s),
        Event::HintTest => hint_test(s),
        Event::Revealed { log, result } => revealed(s, log, result),
        Event::Skip => {
            let mut effects = vec![Effect::Say(Msg::Skipped)];
            complete_round(s, &mut effects);
            Out::changed(effects)
        }
        Event::End => end(s),
        Event::Picked { log, result } => {
            if !matches!(&s.pending, Some(PendingTool::Pick { trace, .. }) if *trace == log.trace) {
                return Out::ignore();
            }
            push_log(s, log);
            s.pending = None;
            let mut effects = Vec::new();
            match result {
                Ok(Some(brief)) if !s.question_history.contains(&brief.id) => {
                    s.current_round += 1;
                    s.question_history.push(brief.id.clone());
                    effects.push(Effect::Say(Msg::Question {
                        id: brief.id.clone(),
                        round: s.current_round,
                        total: s.rounds_total,
                        language: s.language.clone(),
                    }));
                    s.current_question = Some(CurrentQuestion {
                        brief,
                        round: s.current_round,
                        attempts: 0,
                        hints_used: 0,
                        explanations: Vec::new(),
                        follow_ups: Vec::new(),
                        last_evidence: None,
                        best_evidence: None,
                        design_answer: String::new(),
                        revealed: Vec::new(),
                        last_judged: None,
                    });
                    s.status = Status::WaitingAnswer;
                }
                Ok(_) => {
                    effects.push(Effect::Say(Msg::NoQuestionsLeft));
                    finish(s, FinishReason::BankExhausted, &mut effects);
                }
                Err(failure) => {
                    effects.push(Effect::Say(Msg::ToolFailed {
                        kind: failure.kind,
                        detail: clip(&failure.message, 200),
                    }));
                    finish(s, FinishReason::BankExhausted, &mut effects);
                }
            }
            Out::changed(effects)
        }
        Event::Judged { log, result } => {
            if !matches!(&s.pending, Some(PendingTool::Judge { trace, .. }) if *trace == log.trace)
            {
                return Out::ignore();
            }
            push_log(s, log);
            let Some(PendingTool::Judge { request, .. }) = s.pending.take() else {
                return Out::ignore();
            };
            match result {
                Ok(evidence) => judged(s, request, evidence),
                Err(failure) => {
                    let q = s.current_question.as_mut().expect("judging implies a question");
                    // The submission never got a verdict, so it does not use up an attempt.
                    q.attempts = q.attempts.saturating_sub(1);
                    s.status = if q.follow_ups.is_empty() {
                        Status::WaitingAnswer
                    } else {
                        Status::FollowUp
                    };
                    Out::changed(vec![Effect::Say(Msg::ToolFailed {
                        kind: failure.kind,
                        detail: clip(&failure.message, 200),
                    })])
                }
            }
        }
        Event::Reported { log, result } => {
            if !matches!(&s.pending, Some(PendingTool::Report { trace }) if *trace == log.trace) {
                return Out::ignore();
            }
            push_log(s, log);
            s.pending = None;
            s.status = Status::Finished;
            let msg = match result {
                Ok(report) => Msg::Report(report),
                Err(failure) => {
                    Msg::ToolFailed { kind: failure.kind, detail: clip(&failure.message, 200) }
                }
            };
            Out::changed(vec![Effect::Say(msg)])
        }
    }
}

fn push_log(s: &mut SessionState, log: ToolLogEntry) {
    if s.tool_logs.len() >= MAX_TOOL_LOGS {
        s.tool_logs.remove(0);
    }
    s.tool_logs.push(log);
}

fn set_language(s: &mut SessionState, language: String) -> Out {
    if let Some(q) = &s.current_question
        && q.brief.kind == QuestionKind::Code
        && !q.brief.languages.contains(&language)
    {
        return Out::reject(Msg::LanguageNotForQuestion {
            language,
            available: q.brief.languages.clone(),
        });
    }
    s.language = language.clone();
    let question = s
        .current_question
        .as_ref()
        .filter(|q| q.brief.kind == QuestionKind::Code)
        .map(|q| q.brief.id.clone());
    Out::changed(vec![Effect::Say(Msg::LanguageSet { language, question })])
}

fn submit_code(s: &mut SessionState, language: String, code: String, note: Option<String>) -> Out {
    let q = s.current_question.as_mut().expect("guarded by caller");
    if q.brief.kind == QuestionKind::Design {
        let text = match note {
            Some(n) => format!("{n}\n{code}"),
            None => code,
        };
        return text_answer(s, text);
    }
    if !q.brief.languages.contains(&language) {
        return Out::reject(Msg::LanguageNotForQuestion {
            language,
            available: q.brief.languages.clone(),
        });
    }
    if q.attempts >= s.rules.max_attempts {
        return Out::reject(Msg::NoAttemptsLeft);
    }
    if let Some(note) = note.filter(|n| !n.trim().is_empty()) {
        push_explanation(q, &note);
    }
    q.attempts += 1;
    let attempt = q.attempts;
    let request = GradeRequest {
        question: q.brief.id.clone(),
        language: language.clone(),
        code: code.clone(),
    };
    s.user_answer = Some(Submission { language, code });
    let trace = trace(s);
    s.pending = Some(PendingTool::Judge { trace: trace.clone(), request: request.clone() });
    s.status = Status::Judging;
    Out::changed(vec![Effect::Say(Msg::Judging { attempt }), Effect::Judge { trace, request }])
}

fn push_explanation(q: &mut CurrentQuestion, text: &str) {
    if q.explanations.len() < MAX_EXPLANATIONS {
        q.explanations.push(clip(text.trim(), MAX_TEXT_CHARS));
    }
}

fn text_answer(s: &mut SessionState, text: String) -> Out {
    let status = s.status;
    let q = s.current_question.as_mut().expect("guarded by caller");
    let open_follow_up = (status == Status::FollowUp).then(|| q.follow_ups.last_mut()).flatten();
    let mut extension_answered = false;
    let mut off_topic = false;
    if let Some(f) = open_follow_up {
        let answer = f.answer.get_or_insert_with(String::new);
        if !answer.is_empty() {
            answer.push('\n');
        }
        answer.push_str(&clip(text.trim(), MAX_TEXT_CHARS));
        extension_answered = matches!(f.kind, FollowUpKind::Extension { .. });
    } else if q.brief.kind == QuestionKind::Code {
        push_explanation(q, &text);
        let vocab = &q.brief.vocabulary;
        off_topic = !vocab.is_empty() && !topicality(vocab, &text).on_topic();
    }
    if q.brief.kind == QuestionKind::Design && !extension_answered {
        if !q.design_answer.is_empty() {
            q.design_answer.push('\n');
        }
        let room = MAX_DESIGN_CHARS.saturating_sub(q.design_answer.chars().count());
        q.design_answer.push_str(&clip(&text, room));
        q.attempts += 1;
        let request = GradeRequest {
            question: q.brief.id.clone(),
            language: DESIGN_LANGUAGE.to_string(),
            code: q.design_answer.clone(),
        };
        let trace = trace(s);
        s.pending = Some(PendingTool::Judge { trace: trace.clone(), request: request.clone() });
        s.status = Status::Judging;
        return Out::changed(vec![
            Effect::Say(Msg::CheckingDesign),
            Effect::Judge { trace, request },
        ]);
    }
    if extension_answered {
        let mut effects = Vec::new();
        complete_round(s, &mut effects);
        return Out::changed(effects);
    }
    let reply = if status == Status::FollowUp {
        Msg::ResubmitOrSkip
    } else if off_topic {
        // Written for another problem, perhaps: ask about this one, naming what it is about.
        let terms = q.brief.vocabulary.iter().take(3).map(|t| t.label.clone()).collect();
        Msg::OffTopicExplanation { id: q.brief.id.clone(), terms }
    } else {
        Msg::Noted
    };
    Out::changed(vec![Effect::Say(reply)])
}

fn hint(s: &mut SessionState) -> Out {
    let rung = test_rung(s);
    let q = s.current_question.as_mut().expect("guarded by caller");
    if q.hints_used >= q.brief.hints {
        return Out::reject(Msg::NoMoreHints { test_rung: rung });
    }
    q.hints_used += 1;
    let msg = Msg::Hint {
        id: q.brief.id.clone(),
        index: q.hints_used - 1,
        total: q.brief.hints,
        test_rung: rung,
    };
    Out::changed(vec![Effect::Say(msg)])
}

fn end(s: &mut SessionState) -> Out {
    let mut effects = Vec::new();
    if let Some(q) = &s.current_question {
        // A question the user engaged with is scored; one merely shown is dropped.
        let engaged = q.best_evidence.is_some() || !q.explanations.is_empty() || q.hint_cost() > 0;
        if engaged {
            let q = s.current_question.take().expect("checked");
            let score = score_question(&q, &s.rules);
            s.eval_scores.push(score.clone());
            effects.push(Effect::RecordRound(score, Box::new(RoundTranscript::of(&q))));
        }
        s.current_question = None;
    }
    finish(s, FinishReason::UserEnded, &mut effects);
    Out::changed(effects)
}

/// Keeps the more informative of two results: accepted beats failing, then more tests passed,
/// then an acceptable complexity; ties go to the newer one.
fn better(old: Option<Evidence>, new: &Evidence) -> Evidence {
    let rank = |e: &Evidence| {
        (
            e.verdict == Verdict::Accepted,
            e.passed,
            e.complexity.as_ref().is_some_and(|c| c.acceptable),
        )
    };
    match old {
        Some(o) if rank(&o) > rank(new) => o,
        _ => new.clone(),
    }
}

fn judged(s: &mut SessionState, request: GradeRequest, evidence: Evidence) -> Out {
    let q = s.current_question.as_mut().expect("judging implies a question");
    let submission = Submission { language: request.language, code: request.code };
    q.last_judged = (q.brief.kind == QuestionKind::Code).then(|| submission.clone());
    let mut effects = vec![Effect::RecordSubmission {
        round: q.round,
        question: q.brief.id.clone(),
        submission,
        evidence: evidence.clone(),
    }];
    if let Some(open) = q.follow_ups.last_mut().filter(|f| f.verdict_after.is_none()) {
        open.verdict_after = Some(evidence.verdict);
    }
    q.best_evidence = Some(better(q.best_evidence.take(), &evidence));
    q.last_evidence = Some(evidence.clone());
    effects.push(Effect::Say(Msg::VerdictSummary {
        verdict: evidence.verdict,
        passed: evidence.passed,
        total: evidence.total,
        design: q.brief.kind == QuestionKind::Design,
        tests: evidence.tests.clone(),
    }));
    if evidence.verdict == Verdict::Accepted && !evidence.style.is_empty() {
        effects.push(Effect::Say(Msg::StyleNotes { findings: evidence.style.clone() }));
    }
    match decide::after_judge(q, &evidence, &s.rules) {
        Next::FollowUp(kind) => {
            let msg = match &kind {
                FollowUpKind::Failing => match &evidence.failing {
                    Some(case) => Msg::FollowUpFailing { case: case.clone() },
                    None => Msg::FollowUpError {
                        verdict: evidence.verdict,
                        detail: evidence.compile_output.clone(),
                    },
                },
                FollowUpKind::Complexity => match &evidence.complexity {
                    Some(c) => Msg::FollowUpComplexity { complexity: c.clone() },
                    None => Msg::FollowUpTimeLimit,
                },
                FollowUpKind::Extension { index } => {
                    Msg::FollowUpExtension { id: q.brief.id.clone(), index: *index }
                }
                FollowUpKind::Rubric => Msg::FollowUpRubric {
                    missing: evidence.missing_points.first().cloned().unwrap_or_default(),
                },
            };
            q.follow_ups.push(FollowUpRecord {
                kind,
                answer: None,
                verdict_before: Some(evidence.verdict),
                verdict_after: None,
            });
            s.status = Status::FollowUp;
            effects.push(Effect::Say(msg));
        }
        Next::CompleteRound => {
            let msg =
                if evidence.verdict == Verdict::Accepted { Msg::Accepted } else { Msg::MovingOn };
            effects.push(Effect::Say(msg));
            complete_round(s, &mut effects);
        }
    }
    Out::changed(effects)
}

/// Scores the open question and moves to the next question or the report.
fn complete_round(s: &mut SessionState, effects: &mut Vec<Effect>) {
    let q = s.current_question.take().expect("a round needs a question");
    let score = score_question(&q, &s.rules);
    s.eval_scores.push(score.clone());
    effects.push(Effect::RecordRound(score, Box::new(RoundTranscript::of(&q))));
    s.user_answer = None;
    if s.eval_scores.len() >= usize::from(s.rounds_total) {
        finish(s, FinishReason::AllRounds, effects);
    } else {
        begin_pick(s, effects, None);
    }
}

/// Asks for the next question; `problem` is the one the user asked to start with.
fn begin_pick(s: &mut SessionState, effects: &mut Vec<Effect>, problem: Option<String>) {
    let recent_topics =
        s.eval_scores.iter().rev().take(2).flat_map(|r| r.topics.iter().cloned()).collect();
    let criteria = PickCriteria {
        role: s.role,
        level: s.target_level,
        language: s.language.clone(),
        exclude: s.question_history.clone(),
        recent_topics,
        topic: s.topic.clone(),
        problem,
        seed: s.seed,
    };
    let trace = trace(s);
    s.pending = Some(PendingTool::Pick { trace: trace.clone(), criteria: criteria.clone() });
    s.status = Status::Questioning;
    effects.push(Effect::PickQuestion { trace, criteria });
}

/// Ends the interview: a report when anything was scored, otherwise straight to finished.
fn finish(s: &mut SessionState, reason: FinishReason, effects: &mut Vec<Effect>) {
    s.finish_reason = Some(reason);
    s.current_question = None;
    s.user_answer = None;
    if s.eval_scores.is_empty() {
        s.pending = None;
        s.status = Status::Finished;
        effects.push(Effect::Say(Msg::EndedNoReport));
    } else {
        let trace = trace(s);
        s.pending = Some(PendingTool::Report { trace: trace.clone() });
        s.status = Status::Reporting;
        effects.push(Effect::Say(Msg::WritingReport));
        effects.push(Effect::WriteReport { trace });
    }
}
