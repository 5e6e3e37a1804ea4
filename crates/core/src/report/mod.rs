//! The interview report: five dimensions scored 1–5 per question and overall, each score carrying
//! the evidence it rests on, plus the weak topics. Scoring is pure and lives in [`score`].

pub(crate) mod claim;
pub mod score;

use serde::{Deserialize, Serialize};

use crate::interviewer::question::FinishReason;
use crate::interviewer::{Level, QuestionId, Role, Verdict};

/// The five dimensions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dimension {
    Correctness,
    Complexity,
    Style,
    Communication,
    Adaptability,
}

impl Dimension {
    pub const ALL: [Dimension; 5] = [
        Dimension::Correctness,
        Dimension::Complexity,
        Dimension::Style,
        Dimension::Communication,
        Dimension::Adaptability,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Dimension::Correctness => "correctness",
            Dimension::Complexity => "complexity",
            Dimension::Style => "style",
            Dimension::Communication => "communication",
            Dimension::Adaptability => "adaptability",
        }
    }
}

/// One fact a score rests on; rendered per locale by the presenter. `Topicality`: the words of the
/// problem's vocabulary an explanation named and the terms it did not; `ComplexityClaim`: the time
/// complexity the candidate claimed beside the judge's measured exponent; `TestsRevealed`: failing
/// hidden tests bought with `/hint test`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EvidenceItem {
    Tests {
        passed: u32,
        total: u32,
        verdict: Verdict,
        attempts: u8,
    },
    Exponent {
        measured: f64,
        expected: String,
        label: String,
        acceptable: bool,
    },
    TimeLimit,
    NotMeasured,
    /// The problem has a complexity probe, it ran, and it measured nothing it could stand by.
    Unproven,
    Findings {
        findings: Vec<String>,
    },
    NoFindings,
    RubricCoverage {
        covered: u32,
        total: u32,
        missing: Vec<String>,
    },
    Quote {
        text: String,
    },
    StatedApproach(bool),
    StatedComplexity(bool),
    StatedEdgeCases(bool),
    Topicality {
        matched: Vec<String>,
        missing: Vec<String>,
    },
    ComplexityClaim {
        claimed: String,
        measured: f64,
        label: String,
        consistent: bool,
    },
    TestsRevealed {
        count: u32,
    },
    NoExplanation,
    FollowUps {
        asked: u32,
        improved: u32,
        answered: u32,
    },
    NoFollowUps,
    NotSubmitted,
    NotApplicable,
}

/// A dimension's score with its evidence; `score` is `None` when the dimension does not apply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DimensionScore {
    pub dimension: Dimension,
    pub score: Option<u8>,
    pub evidence: Vec<EvidenceItem>,
}

/// Whether a question's score rests on a judge result or on nothing having been submitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreBasis {
    Judged,
    NotSubmitted,
}

/// The score of one question (one round).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionScore {
    pub round: u8,
    pub question: QuestionId,
    pub topics: Vec<String>,
    pub basis: ScoreBasis,
    pub dimensions: Vec<DimensionScore>,
    pub hints_used: u8,
    /// Failing hidden tests revealed with `/hint test` (each priced as `TEST_REVEAL_HINTS` hints).
    #[serde(default)]
    pub tests_revealed: u8,
    /// Points taken off the overall for hints and revealed tests.
    pub hint_penalty: f32,
    /// Mean of the applicable dimensions minus the hint penalty, clamped to 1–5.
    pub overall: f32,
}

impl QuestionScore {
    pub fn dimension(&self, d: Dimension) -> Option<&DimensionScore> {
        self.dimensions.iter().find(|s| s.dimension == d)
    }
}

/// The end-of-interview report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub interview_id: String,
    pub role: Role,
    pub level: Level,
    pub rounds: Vec<QuestionScore>,
    /// Per dimension: the mean over the questions where it applied, rounded to one decimal.
    pub overall: Vec<(Dimension, Option<f32>)>,
    pub overall_score: f32,
    pub weak_topics: Vec<String>,
    pub finish_reason: FinishReason,
    /// Unix time in milliseconds.
    pub created_at_ms: i64,
}

/// One past interview, for `/history`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub interview_id: String,
    pub role: Role,
    pub level: Level,
    pub rounds: u8,
    pub overall_score: Option<f32>,
    pub finished: bool,
    pub started_at_ms: i64,
}
