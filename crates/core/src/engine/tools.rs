//! The interviewer's tools — question pick, judge, report — executed for the engine. Every call is
//! timed, traced and recorded (input, output, duration, error kind) in execution memory, and its
//! result comes back to the state machine as an event.

use tokio::time::Instant;

use serde_json::json;

use crate::engine::Engine;
use crate::interviewer::{
    Evidence, GradeRequest, QuestionBrief, QuestionKind, RevealOutcome, pick, rubric,
};
use crate::memory::{ErrorKind, FailureCause, Tool, ToolCallRecord, ToolFailure, ToolLogEntry};
use crate::ports::Record;
use crate::report::Report;
use crate::session::record::CodeDigest;
use crate::session::{Effect, Event, PendingTool, PickCriteria, SessionState, UserKey};

/// The effect that (re)starts a pending tool call.
pub(super) fn effect_for(pending: &PendingTool) -> Effect {
    match pending.clone() {
        PendingTool::Pick { trace, criteria } => Effect::PickQuestion { trace, criteria },
        PendingTool::Judge { trace, request } => Effect::Judge { trace, request },
        PendingTool::Reveal { trace, request, failed } => {
            Effect::RevealTest { trace, request, failed }
        }
        PendingTool::Report { trace } => Effect::WriteReport { trace },
    }
}

/// What a tool produced, before it is wrapped into an event.
enum Outcome {
    Picked(Result<Option<QuestionBrief>, ToolFailure>),
    Judged(Result<Evidence, ToolFailure>),
    Reported(Result<Box<Report>, ToolFailure>),
    Revealed(Result<RevealOutcome, ToolFailure>),
}

impl Outcome {
    fn error(&self) -> Option<ErrorKind> {
        match self {
            Outcome::Picked(Err(f))
            | Outcome::Judged(Err(f))
            | Outcome::Reported(Err(f))
            | Outcome::Revealed(Err(f)) => Some(f.kind),
            _ => None,
        }
    }

    fn event(self, log: ToolLogEntry) -> Event {
        match self {
            Outcome::Picked(result) => Event::Picked { log, result },
            Outcome::Judged(result) => Event::Judged { log, result },
            Outcome::Reported(result) => Event::Reported { log, result },
            Outcome::Revealed(result) => Event::Revealed { log, result },
        }
    }
}

/// A grade request as the tool log keeps it: the code by digest, since the code table (or the
/// session record) holds its text once.
fn request_json(request: &GradeRequest) -> serde_json::Value {
    json!({
        "question": request.question,
        "language": request.language,
        "code_ref": CodeDigest::of(&request.code).as_str(),
    })
}

fn failure_json(f: &ToolFailure) -> serde_json::Value {
    json!({ "error": f.kind, "message": f.message })
}

/// Runs one tool effect and returns the event carrying its result. The call's full record is
/// pushed to `records`, to be saved with the transition that consumes the result.
pub(super) async fn run(
    engine: &Engine,
    user: &UserKey,
    state: &SessionState,
    effect: Effect,
    records: &mut Vec<Record>,
) -> Event {
    let started = Instant::now();
    let parts = &engine.parts;
    let started_at_ms = parts.clock.now().timestamp_millis();
    let (trace, tool, input, output, outcome) = match effect {
        Effect::PickQuestion { trace, criteria } => {
            // Long-term memory: prefer the user's weak topics, avoid what they have already seen.
            let seen = parts.store.seen_questions(user).await.unwrap_or_default();
            let weak: Vec<String> = parts
                .store
                .weak_topics(user)
                .await
                .unwrap_or_default()
                .into_iter()
                .map(|(t, _)| t)
                .collect();
            // A live duel's or peer session's problem is never picked (not even when asked for).
            let locked = engine.locked(user).await;
            // Closed problems join the pick's exclusions (a borrow of the bank, no copy of it).
            let open = PickCriteria {
                exclude: criteria.exclude.iter().chain(&locked).cloned().collect(),
                ..criteria.clone()
            };
            let mut picked = pick::pick(parts.bank.briefs(), &open, &seen, &weak).cloned();
            // The bank is exhausted, or has nothing on the topic the user asked for: a generated
            // question (validated in the sandbox), if the model can make one; else the bank's pick.
            let off_topic = criteria
                .topic
                .as_ref()
                .is_some_and(|t| picked.as_ref().is_none_or(|b| !b.topics.contains(t)));
            let requested = criteria.problem.is_some()
                && picked.as_ref().map(|b| &b.id) == criteria.problem.as_ref();
            if (picked.is_none() || off_topic)
                && !requested
                && let Some(llm) = &engine.llm
                && let Some(generated) = llm.generate(state.locale, &criteria).await
            {
                picked = Some(generated);
            }
            let input =
                json!({ "criteria": criteria, "seen_before": seen.len(), "weak_topics": weak });
            let output = json!({
                "question": picked.as_ref().map(|b| &b.id),
                "topics": picked.as_ref().map(|b| &b.topics),
            });
            (trace, Tool::PickQuestion, input, output, Outcome::Picked(Ok(picked)))
        }
        Effect::Judge { trace, request } => {
            let input = request_json(&request);
            let kind = parts.bank.brief(&request.question).map(|b| b.kind);
            let result = match kind {
                None => Err(ToolFailure::new(
                    ErrorKind::Logic,
                    format!("question {} is not in the bank", request.question),
                )),
                Some(QuestionKind::Design) => {
                    let points = parts.bank.rubric(&request.question, state.locale);
                    Ok(rubric::grade(&points, &request.code, state.rules.rubric_pass_ratio))
                }
                Some(QuestionKind::Code) => {
                    let grading = parts.judged(user, |executor| async move {
                        let r = parts.grader.grade(&request, executor).await;
                        // Judged but not yet saved: the result lives only in this process.
                        crate::crashpoint::hit("judging");
                        r
                    });
                    match grading.await {
                        Some(r) => r,
                        None => Err(ToolFailure::new(
                            ErrorKind::Timeout,
                            "judge did not answer in time",
                        )),
                    }
                }
            };
            if let Err(f) = &result
                && f.cause == Some(FailureCause::QueueFull)
            {
                tracing::info!(%user, "judge queue full for user");
            }
            let output = match &result {
                Ok(ev) => serde_json::to_value(ev).unwrap_or_default(),
                Err(f) => failure_json(f),
            };
            (trace, Tool::Judge, input, output, Outcome::Judged(result))
        }
        Effect::RevealTest { trace, request, failed } => {
            let input = json!({ "request": request_json(&request), "failed": failed });
            let revealing =
                parts.judged(user, |executor| parts.grader.reveal(&request, &failed, executor));
            let result = match revealing.await {
                Some(r) => r,
                None => Err(ToolFailure::new(ErrorKind::Timeout, "judge did not answer in time")),
            };
            // The tool log is the operator's record; the revealed case is what the user saw.
            let output = match &result {
                Ok(r) => serde_json::to_value(r).unwrap_or_default(),
                Err(f) => failure_json(f),
            };
            (trace, Tool::RevealTest, input, output, Outcome::Revealed(result))
        }
        Effect::WriteReport { trace } => {
            let report = state.build_report(parts.clock.now().timestamp_millis());
            records.push(Record::Report(Box::new(report.clone())));
            let input =
                json!({ "interview_id": state.interview_id, "rounds": state.eval_scores.len() });
            let output =
                json!({ "overall": report.overall_score, "weak_topics": report.weak_topics });
            (trace, Tool::Report, input, output, Outcome::Reported(Ok(Box::new(report))))
        }
        Effect::Say(_) | Effect::RecordSubmission { .. } | Effect::RecordRound(..) => {
            unreachable!("only tool effects are run as tools")
        }
    };
    let record = ToolCallRecord {
        trace,
        interview_id: state.interview_id.clone(),
        tool,
        input,
        output,
        duration_us: started.elapsed().as_micros() as u64,
        error: outcome.error(),
        started_at_ms,
    };
    tracing::debug!(trace = %record.trace, tool = tool.as_str(), us = record.duration_us, error = ?record.error, "tool call");
    let entry = record.entry();
    records.push(Record::ToolCall(record));
    outcome.event(entry)
}
