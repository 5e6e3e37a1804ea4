//! Pure scoring: turns one question's judge evidence and the user's words into five 1–5 scores,
//! each with the evidence behind it, and folds the rounds into the final report.
//!
//! The only input for correctness, complexity and style is the judge's [`Evidence`]; a question
//! with no judged submission is scored as not submitted, never guessed.

use crate::interviewer::question::{CurrentQuestion, FinishReason, FollowUpKind};
use crate::interviewer::vocab::topicality;
use crate::interviewer::{Evidence, InterviewRules, QuestionKind, Verdict};
use crate::interviewer::{Level, Role};
use crate::report::claim;
use crate::report::{Dimension, DimensionScore, EvidenceItem, QuestionScore, Report, ScoreBasis};

const APPROACH: &[&str] = &[
    "approach",
    "idea",
    "algorithm",
    "iterate",
    "traverse",
    "sort",
    "hash",
    "map",
    "set",
    "pointer",
    "dynamic programming",
    "dp",
    "stack",
    "queue",
    "heap",
    "binary search",
    "greedy",
    "recurs",
    "linked list",
    "tree",
    "graph",
    "bfs",
    "dfs",
    "cache",
    "prefix",
    "precompute",
    "window",
    "first",
    "then",
    "思路",
    "前缀",
    "预处理",
    "滑动窗口",
    "方法",
    "遍历",
    "哈希",
    "排序",
    "双指针",
    "动态规划",
    "栈",
    "队列",
    "堆",
    "二分",
    "贪心",
    "递归",
    "链表",
    "先",
    "然后",
];
const COMPLEXITY: &[&str] = &[
    "o(",
    "complexity",
    "linear",
    "constant time",
    "log n",
    "n^2",
    "n²",
    "quadratic",
    "复杂度",
    "线性",
    "常数",
    "平方",
];
const EDGE_CASES: &[&str] = &[
    "edge",
    "empty",
    "null",
    "none",
    "nil",
    "overflow",
    "duplicate",
    "negative",
    "zero",
    "corner",
    "boundary",
    "single",
    "边界",
    "空",
    "溢出",
    "重复",
    "负数",
    "特殊情况",
    "极端",
];

fn mentions(text: &str, words: &[&str]) -> bool {
    let lower = text.to_lowercase();
    words.iter().any(|w| lower.contains(w))
}

fn truncate_chars(s: &str, max: usize) -> String {
    let mut out: String = s.chars().take(max).collect();
    if s.chars().count() > max {
        out.push('…');
    }
    out
}

fn correctness(q: &CurrentQuestion) -> DimensionScore {
    let (score, evidence) = match &q.best_evidence {
        None => (1, vec![EvidenceItem::NotSubmitted]),
        Some(e) if q.brief.kind == QuestionKind::Design => {
            let ratio = ratio(e.passed, e.total);
            let score = match ratio {
                r if r >= 0.9 => 5,
                r if r >= 0.7 => 4,
                r if r >= 0.5 => 3,
                r if r >= 0.3 => 2,
                _ => 1,
            };
            let item = EvidenceItem::RubricCoverage {
                covered: e.passed,
                total: e.total,
                missing: e.missing_points.clone(),
            };
            (score, vec![item])
        }
        Some(e) => {
            let score = match e.verdict {
                Verdict::Accepted if q.attempts <= 1 => 5,
                Verdict::Accepted => 4,
                Verdict::CompileError => 1,
                _ => match ratio(e.passed, e.total) {
                    r if r >= 0.8 => 3,
                    r if r >= 0.5 => 2,
                    _ => 1,
                },
            };
            let item = EvidenceItem::Tests {
                passed: e.passed,
                total: e.total,
                verdict: e.verdict,
                attempts: q.attempts,
            };
            (score, vec![item])
        }
    };
    DimensionScore { dimension: Dimension::Correctness, score: Some(score), evidence }
}

fn ratio(passed: u32, total: u32) -> f64 {
    if total == 0 { 0.0 } else { f64::from(passed) / f64::from(total) }
}

fn complexity(q: &CurrentQuestion) -> DimensionScore {
    let d = Dimension::Complexity;
    // Nothing measures it (a design answer, a behaviour problem without probe or large tests):
    // a score would only be a guess.
    if q.brief.kind == QuestionKind::Design || !q.brief.complexity_measured {
        return DimensionScore {
            dimension: d,
            score: None,
            evidence: vec![EvidenceItem::NotApplicable],
        };
    }
    let (score, item) = match &q.best_evidence {
        None => (1, EvidenceItem::NotSubmitted),
        Some(e) if e.verdict == Verdict::TimeLimit => (1, EvidenceItem::TimeLimit),
        Some(Evidence { complexity: Some(c), verdict, .. }) => {
            let score = match (c.acceptable, *verdict == Verdict::Accepted) {
                (true, true) => 5,
                (true, false) => 3,
                (false, true) => 2,
                (false, false) => 1,
            };
            let item = EvidenceItem::Exponent {
                measured: c.exponent,
                expected: c.expected.clone(),
                label: c.label.clone(),
                acceptable: c.acceptable,
            };
            (score, item)
        }
        // A probe that ran and proved nothing is not a pass: scored below an unprobed accept.
        Some(e) if e.complexity_unproven => {
            (if e.verdict == Verdict::Accepted { 3 } else { 2 }, EvidenceItem::Unproven)
        }
        Some(e) => (if e.verdict == Verdict::Accepted { 4 } else { 2 }, EvidenceItem::NotMeasured),
    };
    DimensionScore { dimension: d, score: Some(score), evidence: vec![item] }
}

fn style(q: &CurrentQuestion) -> DimensionScore {
    let d = Dimension::Style;
    let evidence = match &q.best_evidence {
        _ if q.brief.kind == QuestionKind::Design => None,
        None => None,
        Some(e) => Some(&e.style),
    };
    match evidence {
        None => DimensionScore {
            dimension: d,
            score: None,
            evidence: vec![EvidenceItem::NotApplicable],
        },
        Some(findings) => {
            let score = match findings.len() {
                0 => 5,
                1 => 4,
                2..=3 => 3,
                4..=5 => 2,
                _ => 1,
            };
            let item = if findings.is_empty() {
                EvidenceItem::NoFindings
            } else {
                EvidenceItem::Findings { findings: findings.iter().take(5).cloned().collect() }
            };
            DimensionScore { dimension: d, score: Some(score), evidence: vec![item] }
        }
    }
}

/// Terms listed as missing in the report, at most.
const MISSING_SHOWN: usize = 6;

/// Communication: is the explanation about *this* problem (names a term of its vocabulary: its
/// topics, the data structures its statement names, its rubric keywords), does it state an
/// approach, a complexity that agrees with the judge's measurement, edge cases, with some depth.
/// An explanation that names nothing of the problem earns no credit at all (it may have been
/// written for another problem).
fn communication(q: &CurrentQuestion) -> DimensionScore {
    let mut texts: Vec<&str> = q.explanations.iter().map(String::as_str).collect();
    texts.extend(q.follow_ups.iter().filter_map(|f| f.answer.as_deref()));
    if !q.design_answer.is_empty() {
        texts.push(&q.design_answer);
    }
    let d = Dimension::Communication;
    if texts.is_empty() {
        return DimensionScore {
            dimension: d,
            score: Some(1),
            evidence: vec![EvidenceItem::NoExplanation],
        };
    }
    let all = texts.join("\n");
    let longest = texts.iter().max_by_key(|t| t.chars().count()).copied().unwrap_or("");
    let quote =
        EvidenceItem::Quote { text: truncate_chars(longest.lines().next().unwrap_or(""), 100) };
    let vocab = &q.brief.vocabulary;
    let topical = topicality(vocab, &all);
    let mut evidence = Vec::new();
    if !vocab.is_empty() {
        let mut missing = topical.missing.clone();
        missing.truncate(MISSING_SHOWN);
        evidence.push(EvidenceItem::Topicality { matched: topical.matched.clone(), missing });
        if !topical.on_topic() {
            evidence.push(quote);
            return DimensionScore { dimension: d, score: Some(1), evidence };
        }
    }
    // With a vocabulary, naming this problem's own structures is the approach; without one (a
    // session saved before vocabularies existed), the generic word list.
    let approach = if vocab.is_empty() { mentions(&all, APPROACH) } else { topical.on_topic() };
    let mut complexity = mentions(&all, COMPLEXITY);
    let measured = q.best_evidence.as_ref().and_then(|e| e.complexity.as_ref());
    let claim_item = claim::time_claim(&texts).zip(measured).map(|(c, m)| {
        let consistent = claim::agrees(c.exponent, m.exponent);
        // A claim the measurement contradicts is not credited as a stated complexity.
        complexity &= consistent;
        EvidenceItem::ComplexityClaim {
            claimed: c.text,
            measured: m.exponent,
            label: m.label.clone(),
            consistent,
        }
    });
    let edges = mentions(&all, EDGE_CASES);
    let depth = all.chars().count() >= 120;
    let score = 1 + u8::from(approach) + u8::from(complexity) + u8::from(edges) + u8::from(depth);
    evidence.push(EvidenceItem::StatedApproach(approach));
    evidence.push(EvidenceItem::StatedComplexity(complexity));
    evidence.extend(claim_item);
    evidence.push(EvidenceItem::StatedEdgeCases(edges));
    evidence.push(quote);
    DimensionScore { dimension: d, score: Some(score.min(5)), evidence }
}

fn adaptability(q: &CurrentQuestion) -> DimensionScore {
    let d = Dimension::Adaptability;
    if q.follow_ups.is_empty() {
        return DimensionScore {
            dimension: d,
            score: None,
            evidence: vec![EvidenceItem::NoFollowUps],
        };
    }
    let asked = q.follow_ups.len() as u32;
    let mut answered = 0u32;
    let mut improved = 0u32;
    for f in &q.follow_ups {
        let text_ok = f.answer.as_deref().is_some_and(|a| a.chars().count() >= 20);
        let better = match (f.verdict_before, f.verdict_after) {
            (Some(b), Some(a)) => a == Verdict::Accepted && b != Verdict::Accepted,
            (None, Some(a)) => a == Verdict::Accepted,
            _ => false,
        };
        let is_extension = matches!(f.kind, FollowUpKind::Extension { .. });
        if better || (is_extension && text_ok) {
            improved += 1;
        } else if f.answer.is_some() || f.verdict_after.is_some() {
            answered += 1;
        }
    }
    let credit = f64::from(improved) + 0.5 * f64::from(answered);
    let score = 1 + (4.0 * credit / f64::from(asked)).round() as u8;
    let mut evidence =
        vec![EvidenceItem::FollowUps { asked, improved, answered: answered + improved }];
    if !q.revealed.is_empty() {
        evidence.push(EvidenceItem::TestsRevealed { count: q.revealed.len() as u32 });
    }
    DimensionScore { dimension: d, score: Some(score.min(5)), evidence }
}

fn round1(x: f32) -> f32 {
    (x * 10.0).round() / 10.0
}

/// Scores the question that just ended. Correctness, complexity and style come only from
/// `best_evidence`, so nothing is scored that the judge did not establish.
pub fn score_question(q: &CurrentQuestion, rules: &InterviewRules) -> QuestionScore {
    let dimensions =
        vec![correctness(q), complexity(q), style(q), communication(q), adaptability(q)];
    let applicable: Vec<f32> = dimensions.iter().filter_map(|d| d.score.map(f32::from)).collect();
    let mean = applicable.iter().sum::<f32>() / applicable.len().max(1) as f32;
    let hint_penalty = rules.hint_penalty * f32::from(q.hint_cost());
    let overall = round1((mean - hint_penalty).clamp(1.0, 5.0));
    QuestionScore {
        round: q.round,
        question: q.brief.id.clone(),
        topics: q.brief.topics.clone(),
        basis: if q.best_evidence.is_some() {
            ScoreBasis::Judged
        } else {
            ScoreBasis::NotSubmitted
        },
        dimensions,
        hints_used: q.hints_used,
        tests_revealed: u8::try_from(q.revealed.len()).unwrap_or(u8::MAX),
        hint_penalty,
        overall,
    }
}

/// What a finished interview's report is folded from.
pub struct Finished<'a> {
    pub interview_id: &'a str,
    pub role: Role,
    pub level: Level,
    pub rounds: &'a [QuestionScore],
    pub finish_reason: FinishReason,
}

/// Folds the scored rounds into the final report.
pub fn build_report(done: Finished<'_>, now_ms: i64) -> Report {
    let rounds = done.rounds.to_vec();
    let overall = Dimension::ALL
        .iter()
        .map(|&d| {
            let xs: Vec<f32> = rounds
                .iter()
                .filter_map(|r| r.dimension(d).and_then(|s| s.score))
                .map(f32::from)
                .collect();
            let mean = (!xs.is_empty()).then(|| round1(xs.iter().sum::<f32>() / xs.len() as f32));
            (d, mean)
        })
        .collect();
    let overall_score = if rounds.is_empty() {
        1.0
    } else {
        round1(rounds.iter().map(|r| r.overall).sum::<f32>() / rounds.len() as f32)
    };
    let mut weak_topics: Vec<String> = Vec::new();
    for r in &rounds {
        let low = |d| r.dimension(d).and_then(|s| s.score).is_some_and(|s| s <= 2);
        if r.overall < 3.0 || low(Dimension::Correctness) || low(Dimension::Complexity) {
            for t in &r.topics {
                if !weak_topics.contains(t) {
                    weak_topics.push(t.clone());
                }
            }
        }
    }
    Report {
        interview_id: done.interview_id.to_string(),
        role: done.role,
        level: done.level,
        rounds,
        overall,
        overall_score,
        weak_topics,
        finish_reason: done.finish_reason,
        created_at_ms: now_ms,
    }
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
