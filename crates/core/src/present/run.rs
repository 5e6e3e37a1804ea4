//! Renders `/run` messages: per example its input, the candidate's output, the expected answer,
//! pass/fail and time; for the candidate's own input its output or error and time, never an
//! expected answer (the reference is not run on it); then the capped stderr.

use std::fmt::Write as _;

use super::{Card, Reply, ReplyKind};
use crate::interviewer::Verdict;
use crate::interviewer::runs::{RunCase, RunReport};
use crate::msg::Msg;
use mashang_i18n::{Locale, t};
use mashang_judge::CustomInputError;

/// Longest stderr shown under a run.
const STDERR_SHOWN: usize = 800;

/// The reply for a `/run` message, `None` for any other message.
pub(super) fn render(msg: &Msg, l: Locale) -> Option<Reply> {
    let reply = |kind, text: String| Reply { kind, text, locale: l, card: None };
    Some(match msg {
        Msg::RunStarted { custom } => {
            let with = if *custom { t(l, "run.with_custom", &[]) } else { String::new() };
            reply(ReplyKind::Progress, t(l, "run.running", &[("custom", &with)]))
        }
        Msg::RunResult(report) => {
            Reply { card: Some(Card::Run), ..reply(ReplyKind::Message, result(l, report)) }
        }
        Msg::RunNoQuestion => reply(ReplyKind::Problem, t(l, "run.no_question", &[])),
        Msg::RunNoCode => reply(ReplyKind::Problem, t(l, "run.no_code", &[])),
        Msg::RunRateLimited { retry_secs } => {
            reply(ReplyKind::Problem, t(l, "run.rate_limited", &[("secs", retry_secs)]))
        }
        Msg::RunBadInput(e) => {
            reply(ReplyKind::Problem, t(l, "run.bad_input", &[("reason", &bad_input(l, e))]))
        }
        Msg::RunFailed { kind, detail } => {
            let kind = t(l, &format!("error_kind.{}", kind.as_str()), &[]);
            reply(ReplyKind::Problem, t(l, "run.failed", &[("kind", &kind), ("detail", detail)]))
        }
        _ => return None,
    })
}

fn bad_input(l: Locale, e: &CustomInputError) -> String {
    match e {
        CustomInputError::NotJson(detail) => t(l, "run.bad_not_json", &[("detail", detail)]),
        CustomInputError::NotArgs { expected } => {
            t(l, "run.bad_not_args", &[("expected", expected)])
        }
        CustomInputError::Arity { expected, got } => {
            t(l, "run.bad_arity", &[("expected", expected), ("got", got)])
        }
        CustomInputError::Argument { index, detail } => {
            t(l, "run.bad_argument", &[("index", index), ("detail", detail)])
        }
        CustomInputError::NotOperations { class } => {
            t(l, "run.bad_operations", &[("class", class)])
        }
        CustomInputError::Call { index, detail } => {
            t(l, "run.bad_call", &[("index", index), ("detail", detail)])
        }
        CustomInputError::Precondition => t(l, "run.bad_precondition", &[]),
        CustomInputError::SamplesOnly => t(l, "run.bad_samples_only", &[]),
        CustomInputError::Empty => t(l, "run.bad_empty", &[]),
    }
}

fn status(l: Locale, c: &RunCase) -> String {
    if c.custom && c.verdict == Verdict::Accepted {
        return t(l, "run.ran", &[]);
    }
    t(l, &format!("verdict.{}", c.verdict.as_str()), &[])
}

fn result(l: Locale, r: &RunReport) -> String {
    let mut s = String::new();
    if let Some(out) = &r.compile_error {
        let _ = write!(s, "{}\n{out}", t(l, "run.compile_error", &[]));
        return s;
    }
    let samples: Vec<&RunCase> = r.cases.iter().filter(|c| !c.custom).collect();
    let passed = samples.iter().filter(|c| c.verdict == Verdict::Accepted).count();
    s.push_str(&t(l, "run.header", &[("passed", &passed), ("total", &samples.len())]));
    for c in &r.cases {
        let head = if c.custom {
            t(l, "run.case_custom", &[("status", &status(l, c)), ("ms", &c.time_ms)])
        } else {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("name", &c.name), ("status", &status(l, c)), ("ms", &c.time_ms)];
            t(l, "run.case_sample", &args)
        };
        let _ = write!(s, "\n{head}\n{}", t(l, "run.input", &[("value", &c.input.trim_end())]));
        if let Some(o) = &c.output {
            let _ = write!(s, "\n{}", t(l, "run.output", &[("value", &o.trim_end())]));
        }
        if let Some(e) = c.expected.as_ref().filter(|_| !c.custom) {
            let _ = write!(s, "\n{}", t(l, "run.expected", &[("value", &e.trim_end())]));
        }
        if let Some(e) = &c.error {
            let _ = write!(s, "\n{}", t(l, "run.error", &[("value", &e.trim_end())]));
        }
        if c.custom {
            let _ = write!(s, "\n{}", t(l, "run.no_expected", &[]));
        }
    }
    let err = r.stderr.trim();
    if !err.is_empty() {
        let shown: String = err.chars().take(STDERR_SHOWN).collect();
        let more = if shown.len() < err.len() { "…" } else { "" };
        let _ = write!(s, "\n{}\n{shown}{more}", t(l, "run.stderr", &[]));
    }
    s
}
