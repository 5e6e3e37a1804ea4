//! The interviewer's tools — question pick, judge, report — executed for the engine. Every call is
//! timed, traced and recorded (input, output, duration, error kind) in execution memory, and its
//! result comes back to the state machine as an event.

use std::time::Instant;

use serde_json::json;

use crate::core::engine::Engine;
use crate::core::engine::queue::QUEUE_FULL;
use crate::core::interviewer::{QuestionKind, pick, rubric};
use crate::core::memory::{ErrorKind, Tool, ToolCallRecord, ToolFailure};
use crate::core::ports::Record;
use crate::core::report::score::build_report;
use crate::core::session::{Effect, Event, PendingTool, SessionState, UserKey};

/// The effect that (re)starts a pending tool call.
pub(super) fn effect_for(pending: &PendingTool) -> Effect {
    match pending.clone() {
        PendingTool::Pick { trace, criteria } => Effect::PickQuestion { trace, criteria },
        PendingTool::Judge { trace, request } => Effect::Judge { trace, request },
        PendingTool::Report { trace } => Effect::WriteReport { trace },
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
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
    let started_at_ms = now_ms();
    let parts = &engine.parts;
    let (trace, tool, input, output, event_of): (
        _,
        _,
        _,
        serde_json::Value,
        Box<dyn FnOnce(crate::core::memory::ToolLogEntry) -> Event + Send>,
    ) = match effect {
        Effect::PickQuestion { trace, criteria } => {
            let seen = parts.store.seen_questions(user).await.unwrap_or_default();
            let picked = pick::pick(parts.bank.briefs(), &criteria, &seen).cloned();
            let output = json!({ "question": picked.as_ref().map(|b| &b.id), "topics": picked.as_ref().map(|b| &b.topics) });
            let input = json!({ "criteria": criteria, "seen_before": seen.len() });
            (
                trace,
                Tool::PickQuestion,
                input,
                output,
                Box::new(move |log| Event::Picked { log, result: Ok(picked) }),
            )
        }
        Effect::Judge { trace, request } => {
            let input = serde_json::to_value(&request).unwrap_or_default();
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
                    let executor = parts.queue.for_user(user);
                    match tokio::time::timeout(
                        parts.settings.judge_timeout,
                        parts.grader.grade(&request, executor),
                    )
                    .await
                    {
                        Ok(r) => r,
                        Err(_) => Err(ToolFailure::new(
                            ErrorKind::Timeout,
                            "judge did not answer in time",
                        )),
                    }
                }
            };
            if let Err(f) = &result
                && f.message.contains(QUEUE_FULL)
            {
                tracing::info!(%user, "judge queue full for user");
            }
            let output = match &result {
                Ok(ev) => serde_json::to_value(ev).unwrap_or_default(),
                Err(f) => serde_json::to_value(f).unwrap_or_default(),
            };
            (trace, Tool::Judge, input, output, Box::new(move |log| Event::Judged { log, result }))
        }
        Effect::WriteReport { trace } => {
            let report = build_report(state, now_ms());
            records.push(Record::Report(Box::new(report.clone())));
            let input =
                json!({ "interview_id": state.interview_id, "rounds": state.eval_scores.len() });
            let output =
                json!({ "overall": report.overall_score, "weak_topics": report.weak_topics });
            (
                trace,
                Tool::Report,
                input,
                output,
                Box::new(move |log| Event::Reported { log, result: Ok(Box::new(report)) }),
            )
        }
        Effect::Say(_) | Effect::RecordSubmission { .. } | Effect::RecordRound(_) => {
            unreachable!("only tool effects are run as tools")
        }
    };
    let error = output
        .get("kind")
        .and_then(|k| serde_json::from_value::<ErrorKind>(k.clone()).ok())
        .filter(|_| output.get("message").is_some());
    let record = ToolCallRecord {
        trace,
        interview_id: state.interview_id.clone(),
        tool,
        input,
        output,
        duration_us: started.elapsed().as_micros() as u64,
        error,
        started_at_ms,
    };
    tracing::debug!(trace = %record.trace, tool = tool.as_str(), us = record.duration_us, error = ?record.error, "tool call");
    let entry = record.entry();
    records.push(Record::ToolCall(record));
    event_of(entry)
}
