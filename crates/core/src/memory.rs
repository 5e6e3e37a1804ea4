//! Execution memory: the record of every tool call (question pick, judge, report) with its input,
//! output, duration and trace id, and the error taxonomy the seeds ask for (parse, execution,
//! timeout, logic) so failures are signals, not prose.

use serde::{Deserialize, Serialize};

/// Identifies one tool call end to end (state, logs, store).
pub type TraceId = String;

/// The tools the interviewer calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tool {
    PickQuestion,
    Judge,
    /// `/hint test`: one failing hidden test judged again alone.
    RevealTest,
    Report,
}

impl Tool {
    pub fn as_str(self) -> &'static str {
        match self {
            Tool::PickQuestion => "pick_question",
            Tool::Judge => "judge",
            Tool::RevealTest => "reveal_test",
            Tool::Report => "report",
        }
    }
}

/// Why a tool call failed, by kind — so recovery can be chosen by category.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Malformed input or data (a broken problem file, an unreadable result).
    Parse,
    /// The tool could not run (sandbox unavailable, language missing, queue full).
    Execution,
    /// The tool ran out of time.
    Timeout,
    /// The tool ran but its answer is inconsistent (unknown question, impossible result).
    Logic,
}

impl ErrorKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Parse => "parse",
            ErrorKind::Execution => "execution",
            ErrorKind::Timeout => "timeout",
            ErrorKind::Logic => "logic",
        }
    }
}

/// A failure the engine answers in its own way, beyond its [`ErrorKind`] (which is what the tool
/// log records). Decided from the typed error where it happened, never from the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureCause {
    /// The fair queue in front of the executor refused the job: "busy, try again shortly".
    QueueFull,
}

/// A failed tool call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{kind:?} error: {message}")]
pub struct ToolFailure {
    pub kind: ErrorKind,
    pub message: String,
    /// Absent in failures saved before causes existed, and for every failure without its own answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<FailureCause>,
}

impl ToolFailure {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        ToolFailure { kind, message: message.into(), cause: None }
    }

    /// The same failure, marked with the cause the engine answers specially.
    pub fn with_cause(mut self, cause: FailureCause) -> Self {
        self.cause = Some(cause);
        self
    }
}

/// The compact summary a session keeps of each tool call (the full record goes to the store).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolLogEntry {
    pub trace: TraceId,
    pub tool: Tool,
    pub duration_ms: u64,
    pub error: Option<ErrorKind>,
}

/// The full record of one tool call, as persisted.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCallRecord {
    pub trace: TraceId,
    pub interview_id: Option<String>,
    pub tool: Tool,
    /// JSON of what the tool was asked.
    pub input: serde_json::Value,
    /// JSON of what it answered (or the failure).
    pub output: serde_json::Value,
    pub duration_us: u64,
    pub error: Option<ErrorKind>,
    /// Unix time in milliseconds when the call started.
    pub started_at_ms: i64,
}

impl ToolCallRecord {
    pub fn entry(&self) -> ToolLogEntry {
        ToolLogEntry {
            trace: self.trace.clone(),
            tool: self.tool,
            duration_ms: self.duration_us / 1000,
            error: self.error,
        }
    }
}
