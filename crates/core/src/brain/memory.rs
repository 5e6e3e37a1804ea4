//! Layered memory, so the prompt stays the same size whether the interview is at round 3 or 20:
//! - working memory: the last K exchanges verbatim (default 4);
//! - round summaries: every finished round compressed into a structured summary (topic,
//!   strengths, weaknesses, follow-ups, score hint) — the latest few kept, older ones folded into
//!   a fixed-size digest;
//! - the long-term profile: weak topics across interviews (from the store).
//!
//! Summaries are derived from the scored rounds in the session state, so they survive a restart
//! and cost no model call.

use std::collections::VecDeque;

use serde::Serialize;

use crate::report::{Dimension, QuestionScore};

/// Sizes of the layers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemoryLimits {
    /// Exchanges kept verbatim.
    pub raw_exchanges: usize,
    /// Round summaries kept in full; older rounds go into the digest.
    pub summaries: usize,
    /// Topics listed in the digest and the profile.
    pub topics: usize,
    /// Characters kept of each side of an exchange.
    pub exchange_chars: usize,
}

impl Default for MemoryLimits {
    fn default() -> Self {
        MemoryLimits { raw_exchanges: 4, summaries: 3, topics: 5, exchange_chars: 600 }
    }
}

/// One exchange: what the candidate said and what the interviewer answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Exchange {
    pub round: u8,
    pub candidate: String,
    pub interviewer: String,
}

/// The working-memory ring of one interview.
#[derive(Debug, Clone, Default)]
pub struct Transcript {
    ring: VecDeque<Exchange>,
}

impl Transcript {
    pub fn push(&mut self, ex: Exchange, limits: &MemoryLimits) {
        let clip = |s: &str| s.chars().take(limits.exchange_chars).collect::<String>();
        self.ring.push_back(Exchange {
            round: ex.round,
            candidate: clip(&ex.candidate),
            interviewer: clip(&ex.interviewer),
        });
        while self.ring.len() > limits.raw_exchanges {
            self.ring.pop_front();
        }
    }
    pub fn recent(&self) -> Vec<Exchange> {
        self.ring.iter().cloned().collect()
    }
}

/// A finished round, compressed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundSummary {
    pub round: u8,
    pub topic: String,
    pub strengths: Vec<&'static str>,
    pub weaknesses: Vec<&'static str>,
    pub follow_ups: u32,
    pub score_hint: f32,
}

impl RoundSummary {
    pub fn of(score: &QuestionScore) -> Self {
        let mut strengths = Vec::new();
        let mut weaknesses = Vec::new();
        for d in &score.dimensions {
            match d.score {
                Some(s) if s >= 4 => strengths.push(d.dimension.as_str()),
                Some(s) if s <= 2 => weaknesses.push(d.dimension.as_str()),
                _ => {}
            }
        }
        let follow_ups = score
            .dimension(Dimension::Adaptability)
            .and_then(|d| {
                d.evidence.iter().find_map(|e| match e {
                    crate::report::EvidenceItem::FollowUps { asked, .. } => Some(*asked),
                    _ => None,
                })
            })
            .unwrap_or(0);
        RoundSummary {
            round: score.round,
            topic: score.topics.first().cloned().unwrap_or_else(|| score.question.clone()),
            strengths,
            weaknesses,
            follow_ups,
            score_hint: score.overall,
        }
    }
}

/// Older rounds folded into a fixed-size aggregate.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Digest {
    pub rounds: usize,
    pub mean_score: f32,
    pub weak_topics: Vec<String>,
    pub strong_topics: Vec<String>,
}

/// The memory block of a prompt.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MemoryView {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub long_term_weak_topics: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub earlier_rounds: Option<Digest>,
    pub recent_rounds: Vec<RoundSummary>,
    pub recent_exchanges: Vec<Exchange>,
}

fn top(counts: Vec<(String, u32)>, n: usize) -> Vec<String> {
    let mut counts = counts;
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts.into_iter().take(n).map(|(t, _)| t).collect()
}

fn bump(counts: &mut Vec<(String, u32)>, topic: &str) {
    match counts.iter_mut().find(|(t, _)| t == topic) {
        Some((_, n)) => *n += 1,
        None => counts.push((topic.to_string(), 1)),
    }
}

/// Builds the memory block from the scored rounds, the transcript ring and the long-term profile.
pub(crate) fn view(
    scores: &[QuestionScore],
    transcript: &Transcript,
    profile: &[(String, u32)],
    limits: &MemoryLimits,
) -> MemoryView {
    let split = scores.len().saturating_sub(limits.summaries);
    let (older, recent) = scores.split_at(split);
    let earlier_rounds = (!older.is_empty()).then(|| {
        let mut weak = Vec::new();
        let mut strong = Vec::new();
        for s in older {
            for t in &s.topics {
                if s.overall < 3.0 {
                    bump(&mut weak, t);
                } else if s.overall >= 4.0 {
                    bump(&mut strong, t);
                }
            }
        }
        let mean = older.iter().map(|s| s.overall).sum::<f32>() / older.len() as f32;
        Digest {
            rounds: older.len(),
            mean_score: (mean * 10.0).round() / 10.0,
            weak_topics: top(weak, limits.topics),
            strong_topics: top(strong, limits.topics),
        }
    });
    MemoryView {
        long_term_weak_topics: top(profile.to_vec(), limits.topics),
        earlier_rounds,
        recent_rounds: recent.iter().map(RoundSummary::of).collect(),
        recent_exchanges: transcript.recent(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_keeps_the_last_k_exchanges() {
        let limits = MemoryLimits { raw_exchanges: 2, ..MemoryLimits::default() };
        let mut t = Transcript::default();
        for i in 0..5 {
            t.push(
                Exchange { round: i, candidate: format!("c{i}"), interviewer: "x".repeat(1000) },
                &limits,
            );
        }
        let r = t.recent();
        assert_eq!(r.iter().map(|e| e.round).collect::<Vec<_>>(), vec![3, 4]);
        assert_eq!(r[0].interviewer.chars().count(), limits.exchange_chars);
    }
}
