//! The reviewer pass: a separate model call that writes the final five-dimension scores from the
//! evidence only — the judge results and candidate quotes already in the offline report, each
//! given an id — never from the interviewer's impressions. Every score must cite evidence of its
//! own dimension; scores are clamped to 1–5, and the judge-measured dimensions (correctness,
//! complexity, style) may not stray more than one point from what the judge established. Anything
//! invalid falls back to the offline report.

use serde::Serialize;

use crate::llm::{CallKind, ChatMessage, ReplySchema};
use crate::report::{Dimension, EvidenceItem, Report};
use mashang_i18n::{Locale, t};

use super::extract::ContractError;
use super::memory::RoundSummary;
use super::quality::{self, Rejection};
use super::{Brain, budget, extract, prompt};

/// One fact the reviewer may cite.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fact {
    pub id: String,
    pub round: u8,
    pub question: String,
    pub dimension: Dimension,
    pub fact: EvidenceItem,
}

/// The reviewer's score of one dimension, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewedScore {
    pub dimension: Dimension,
    pub score: f32,
    /// The offline (evidence-formula) score it replaces.
    pub offline: f32,
    pub evidence: Vec<String>,
    pub rationale: String,
}

/// The reviewer's verdict.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub scores: Vec<ReviewedScore>,
    pub summary: String,
}

/// The result of the reviewer pass: the final report and, when the model delivered, its review.
#[derive(Debug, Clone, PartialEq)]
pub struct Reviewed {
    pub report: Report,
    pub review: Option<Review>,
    pub notice: Option<String>,
    pub calls: u32,
}

/// Numbers every fact of the report `E1…En`.
pub fn facts(report: &Report) -> Vec<Fact> {
    let mut out = Vec::new();
    for r in &report.rounds {
        for d in &r.dimensions {
            for e in &d.evidence {
                out.push(Fact {
                    id: format!("E{}", out.len() + 1),
                    round: r.round,
                    question: r.question.clone(),
                    dimension: d.dimension,
                    fact: e.clone(),
                });
            }
        }
    }
    out
}

fn dimension(s: &str) -> Option<Dimension> {
    Dimension::ALL.into_iter().find(|d| d.as_str() == s.trim())
}

const JUDGED: [Dimension; 3] = [Dimension::Correctness, Dimension::Complexity, Dimension::Style];

/// Validates a reviewer reply against the facts and the offline scores, then its words against
/// the quality gate.
pub fn parse(
    reply: &str,
    locale: Locale,
    facts: &[Fact],
    report: &Report,
) -> Result<Review, ContractError> {
    let review = parse_contract(reply, facts, report)?;
    if let Err((why, field)) = gate(locale, &review) {
        tracing::info!(reason = why.as_str(), field, "reviewer text rejected by the quality gate");
        return Err(format!(
            "the text of `{field}` is not usable ({why}); write your own short sentence"
        )
        .into());
    }
    Ok(review)
}

/// The contract part of [`parse`]: fields, dimensions, cited ids, score bounds.
pub fn parse_contract(
    reply: &str,
    facts: &[Fact],
    report: &Report,
) -> Result<Review, ContractError> {
    let map = extract::first_object(reply)?;
    let scores = map.get("scores").and_then(|v| v.as_array()).ok_or("missing array `scores`")?;
    let mut out: Vec<ReviewedScore> = Vec::new();
    for (i, s) in scores.iter().enumerate() {
        let d = s
            .get("dimension")
            .and_then(|v| v.as_str())
            .and_then(dimension)
            .ok_or(format!("scores[{i}]: unknown `dimension`"))?;
        if out.iter().any(|o| o.dimension == d) {
            return Err(format!("dimension `{}` scored twice", d.as_str()).into());
        }
        let offline = report.overall.iter().find(|(x, _)| *x == d).and_then(|(_, s)| *s);
        let value = s.get("score").filter(|v| !v.is_null());
        let (Some(offline), Some(value)) = (offline, value) else {
            continue; // not applicable on either side: the offline value (or none) stands
        };
        let raw = value.as_f64().ok_or(format!("scores[{i}]: `score` must be a number 1–5"))?;
        let ids: Vec<String> = s
            .get("evidence")
            .and_then(|v| v.as_array())
            .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
            .unwrap_or_default();
        if ids.is_empty() {
            return Err(format!("`{}` cites no evidence", d.as_str()).into());
        }
        if let Some(bad) = ids.iter().find(|id| !facts.iter().any(|f| &f.id == *id)) {
            return Err(format!("`{}` cites unknown evidence `{bad}`", d.as_str()).into());
        }
        if !ids.iter().any(|id| facts.iter().any(|f| &f.id == id && f.dimension == d)) {
            return Err(format!("`{}` cites no evidence of its own dimension", d.as_str()).into());
        }
        let mut score = (raw.round() as f32).clamp(1.0, 5.0);
        if JUDGED.contains(&d) {
            score = score.clamp((offline - 1.0).max(1.0), (offline + 1.0).min(5.0));
        }
        let rationale = s
            .get("rationale")
            .and_then(|v| v.as_str())
            .unwrap_or("")
            .trim()
            .chars()
            .take(300)
            .collect();
        out.push(ReviewedScore { dimension: d, score, offline, evidence: ids, rationale });
    }
    if out.is_empty() {
        return Err("no applicable dimension was scored".into());
    }
    let summary = map
        .get("summary")
        .and_then(|v| v.as_str())
        .unwrap_or("")
        .trim()
        .chars()
        .take(600)
        .collect();
    Ok(Review { scores: out, summary })
}

fn round1(x: f32) -> f32 {
    (x * 10.0).round() / 10.0
}

/// The report with the reviewer's dimension scores; the overall score moves by the same amount
/// as the mean of the dimensions (the hint penalties stay).
pub fn apply(report: &Report, review: &Review) -> Report {
    let mut r = report.clone();
    let mean = |o: &[(Dimension, Option<f32>)]| {
        let xs: Vec<f32> = o.iter().filter_map(|(_, s)| *s).collect();
        (!xs.is_empty()).then(|| xs.iter().sum::<f32>() / xs.len() as f32)
    };
    let before = mean(&r.overall);
    for (d, s) in r.overall.iter_mut() {
        if let Some(x) = review.scores.iter().find(|x| x.dimension == *d) {
            *s = Some(x.score);
        }
    }
    if let (Some(b), Some(a)) = (before, mean(&r.overall)) {
        r.overall_score = round1((r.overall_score + a - b).clamp(1.0, 5.0));
    }
    r
}

/// The review as text for the candidate, each score with what it cites.
pub fn render(locale: Locale, review: &Review, facts: &[Fact]) -> String {
    let mut s = t(locale, "llm.review_header", &[]);
    for x in &review.scores {
        let cited: Vec<String> = x
            .evidence
            .iter()
            .filter_map(|id| facts.iter().find(|f| &f.id == id))
            .map(|f| format!("{} (R{})", f.id, f.round))
            .collect();
        s.push('\n');
        s.push_str(&t(
            locale,
            "llm.review_line",
            &[
                ("dimension", &t(locale, &format!("dimension.{}", x.dimension.as_str()), &[])),
                ("score", &x.score),
                ("rationale", &x.rationale),
                ("evidence", &cited.join(", ")),
            ],
        ));
    }
    if !review.summary.is_empty() {
        s.push('\n');
        s.push_str(&review.summary);
    }
    s
}

/// One dimension as the reviewer sees it: its offline score and only its own facts, so a small
/// model has the ids to cite right next to what they say.
#[derive(Serialize)]
struct DimensionData<'a> {
    dimension: &'static str,
    offline_score: f32,
    cite: Vec<&'a str>,
    evidence: Vec<FactData<'a>>,
}

#[derive(Serialize)]
struct FactData<'a> {
    id: &'a str,
    round: u8,
    question: &'a str,
    fact: &'a EvidenceItem,
}

/// The applicable dimensions of `report`, each with the facts of `facts` it may cite.
fn dimensions<'a>(report: &Report, facts: &'a [Fact]) -> Vec<DimensionData<'a>> {
    report
        .overall
        .iter()
        .filter_map(|(d, s)| Some((*d, (*s)?)))
        .map(|(d, offline_score)| {
            let own: Vec<&Fact> = facts.iter().filter(|f| f.dimension == d).collect();
            DimensionData {
                dimension: d.as_str(),
                offline_score,
                cite: own.iter().map(|f| f.id.as_str()).collect(),
                evidence: own
                    .iter()
                    .map(|f| FactData {
                        id: &f.id,
                        round: f.round,
                        question: &f.question,
                        fact: &f.fact,
                    })
                    .collect(),
            }
        })
        .filter(|d| !d.cite.is_empty())
        .collect()
}

/// The reviewer's request: its system prompt, a summary of every round and, per applicable
/// dimension, the numbered evidence of the latest rounds that fit `budget` tokens, as data.
pub fn request(locale: Locale, report: &Report, facts: &[Fact], budget: usize) -> Vec<ChatMessage> {
    let p = &prompt::prompts(locale).reviewer;
    #[derive(Serialize)]
    struct Data<'a> {
        role: &'a str,
        level: &'a str,
        rounds: &'a [RoundSummary],
        dimensions: Vec<DimensionData<'a>>,
    }
    let rounds = report.rounds.iter().map(RoundSummary::of).collect();
    budget::fit_review(rounds, facts, budget, |m| {
        let data = Data {
            role: report.role.as_str(),
            level: report.level.as_str(),
            rounds: &m.rounds,
            dimensions: dimensions(report, &m.evidence),
        };
        prompt::role_request(p, &data)
    })
}

/// Passes the reviewer's own words (rationales, summary) through the quality gate: shown only if
/// every one of them is usable, so a reply that cites one correct fact cannot carry junk along.
pub fn gate(locale: Locale, review: &Review) -> Result<(), (Rejection, &'static str)> {
    let p = &prompt::prompts(locale).reviewer;
    let cx = quality::Context {
        locale,
        prompt: vec![p.role.as_str(), p.output.as_str()],
        ..quality::Context::default()
    };
    for s in &review.scores {
        if !s.rationale.is_empty() {
            quality::check_review_text(&s.rationale, &cx).map_err(|r| (r, s.dimension.as_str()))?;
        }
    }
    if !review.summary.is_empty() {
        quality::check_review_text(&review.summary, &cx).map_err(|r| (r, "summary"))?;
    }
    Ok(())
}

/// The reply's shape for a server with structured output: one entry per applicable dimension,
/// an integer score 1–5, evidence ids among the facts, and the summary.
pub fn schema(report: &Report, facts: &[Fact]) -> ReplySchema {
    let dimensions: Vec<&str> =
        report.overall.iter().filter(|(_, s)| s.is_some()).map(|(d, _)| d.as_str()).collect();
    let ids: Vec<&str> = facts.iter().map(|f| f.id.as_str()).collect();
    let entry = serde_json::json!({
        "type": "object",
        "properties": {
            "dimension": {"type": "string", "enum": dimensions},
            "score": {"type": "integer", "minimum": 1, "maximum": 5},
            "evidence": {"type": "array", "items": {"type": "string", "enum": ids}, "minItems": 1},
            "rationale": {"type": "string"}
        },
        "required": ["dimension", "score", "evidence", "rationale"],
        "additionalProperties": false
    });
    ReplySchema {
        name: "review",
        schema: serde_json::json!({
            "type": "object",
            "properties": {
                "scores": {"type": "array", "items": entry},
                "summary": {"type": "string"}
            },
            "required": ["scores", "summary"],
            "additionalProperties": false
        }),
    }
}

impl Brain {
    /// The reviewer pass over a finished interview's offline report.
    pub async fn review(&self, interview_id: &str, locale: Locale, report: &Report) -> Reviewed {
        let facts = facts(report);
        let messages = request(locale, report, &facts, self.config.prompt_budget.review);
        let (result, calls) = self
            .exchange(
                interview_id,
                messages,
                CallKind::Review,
                Some(schema(report, &facts)),
                |why| format!("Your previous reply could not be used: {why}. Reply again with exactly one JSON object as specified."),
                |reply| parse(reply, locale, &facts, report),
            )
            .await;
        match result {
            Ok(review) => Reviewed {
                report: apply(report, &review),
                review: Some(review),
                notice: None,
                calls,
            },
            Err(f) => {
                tracing::warn!(interview = interview_id, error = %f, "reviewer fell back to the offline report");
                Reviewed {
                    report: report.clone(),
                    review: None,
                    notice: Some(t(locale, "llm.review_fallback", &[])),
                    calls,
                }
            }
        }
    }
}
