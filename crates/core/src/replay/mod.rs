//! Interview replays (`/replay [n] [md|html]`): a finished interview exported as a self-contained
//! file — Markdown and a single-file HTML page — from what the store keeps of it
//! ([`StoredInterview`]: code snapshots with their evidence, judge timings, round transcripts and
//! the report). Pure: the store reads, the front ends send the files.

mod build;
mod doc;
mod highlight;
mod html;
mod markdown;
pub mod stored;
mod svg;

use serde::{Deserialize, Serialize};

use crate::interviewer::QuestionBank;
use mashang_i18n::Locale;
pub use stored::{
    RoundTranscript, StoredInterview, StoredSubmission, TranscriptError, TranscriptRecord,
};

/// A replay file's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplayFormat {
    Markdown,
    Html,
}

impl ReplayFormat {
    pub const ALL: [ReplayFormat; 2] = [ReplayFormat::Markdown, ReplayFormat::Html];

    pub fn ext(self) -> &'static str {
        match self {
            ReplayFormat::Markdown => "md",
            ReplayFormat::Html => "html",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ReplayFormat::Markdown => "text/markdown; charset=utf-8",
            ReplayFormat::Html => "text/html; charset=utf-8",
        }
    }

    /// `md`, `markdown`, `html`, `htm` (any case).
    pub fn parse(s: &str) -> Option<Self> {
        match s.to_ascii_lowercase().as_str() {
            "md" | "markdown" => Some(ReplayFormat::Markdown),
            "html" | "htm" => Some(ReplayFormat::Html),
            _ => None,
        }
    }
}

/// One exported file: its name, format and text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayFile {
    pub name: String,
    pub format: ReplayFormat,
    pub text: String,
}

/// The replay of `interview` in each of `formats`, in the user's locale; `report_text` is the
/// report as the presenter writes it (`present::render_report`), shown under its chart.
pub fn export(
    interview: &StoredInterview,
    bank: &dyn QuestionBank,
    locale: Locale,
    formats: &[ReplayFormat],
    report_text: Option<&str>,
) -> Vec<ReplayFile> {
    let doc = build::document(interview, bank, locale, report_text);
    let day = chrono::DateTime::from_timestamp_millis(interview.started_at_ms)
        .map_or_else(String::new, |d| d.format("%Y%m%d").to_string());
    let short: String = interview.interview_id.chars().take(8).collect();
    formats
        .iter()
        .map(|&format| ReplayFile {
            name: format!("mashang-replay-{day}-{short}.{}", format.ext()),
            format,
            text: match format {
                ReplayFormat::Markdown => markdown::render(&doc),
                ReplayFormat::Html => html::render(&doc),
            },
        })
        .collect()
}

/// The line sent with the files: the interview's date and the files' names.
pub fn caption(interview: &StoredInterview, files: &[ReplayFile], locale: Locale) -> String {
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    let date = chrono::DateTime::from_timestamp_millis(interview.started_at_ms)
        .map_or_else(String::new, |d| d.format("%Y-%m-%d").to_string());
    mashang_i18n::t(locale, "replay.sent", &[("date", &date), ("files", &names.join(", "))])
}

#[cfg(test)]
mod tests;
