//! The context budget: every prompt is assembled to fit the model's context window with its
//! `max_tokens`, measured with [`estimate_prompt_tokens`] (a conservative estimate, see
//! `core::llm::estimate_tokens`). What gives way first is the oldest memory: verbatim exchanges,
//! oldest first; then round summaries folded into the digest, oldest first; then the digest's and
//! profile's topic lists; only then the current material (the candidate's code, the statement,
//! the candidate's message) is clipped. The reviewer sees per-round summaries, with the numbered
//! facts of as many of the latest rounds as fit.

use serde::Serialize;

use crate::llm::{CallKind, ChatMessage, estimate_prompt_tokens};

use super::memory::{Digest, MemoryView, RoundSummary};
use super::prompt::Moment;
use super::review::Fact;
use super::view::TurnView;

/// Prompt tokens allowed per call kind (the context window less the call's `max_tokens`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromptBudget {
    pub decision: usize,
    pub review: usize,
    pub generate: usize,
}

impl Default for PromptBudget {
    /// A 4,096-token context with `max_tokens` 200 / 400 / 1,200.
    fn default() -> Self {
        PromptBudget { decision: 3_896, review: 3_696, generate: 2_896 }
    }
}

impl PromptBudget {
    pub fn for_kind(&self, kind: CallKind) -> usize {
        match kind {
            CallKind::Decision => self.decision,
            CallKind::Review => self.review,
            CallKind::Generate => self.generate,
        }
    }
}

/// Room kept free in a decision prompt for the one corrective retry (the echoed reply, capped
/// at the decision's `max_tokens`, plus the correction text).
pub const CORRECTION_RESERVE: usize = 450;

/// Characters kept of an echoed reply in a corrective retry.
pub const ECHO_CHARS: usize = 600;

fn fold(digest: &mut Option<Digest>, r: &RoundSummary) {
    let d = digest.get_or_insert_with(|| Digest {
        rounds: 0,
        mean_score: 0.0,
        weak_topics: Vec::new(),
        strong_topics: Vec::new(),
    });
    let total = d.mean_score * d.rounds as f32 + r.score_hint;
    d.rounds += 1;
    d.mean_score = (total / d.rounds as f32 * 10.0).round() / 10.0;
    let list = if r.score_hint < 3.0 {
        Some(&mut d.weak_topics)
    } else if r.score_hint >= 4.0 {
        Some(&mut d.strong_topics)
    } else {
        None
    };
    if let Some(l) = list
        && !l.contains(&r.topic)
    {
        l.push(r.topic.clone());
    }
}

/// Compacts the oldest thing left in `m`; `false` when nothing is left to compact.
pub fn compact_memory(m: &mut MemoryView) -> bool {
    if !m.recent_exchanges.is_empty() {
        m.recent_exchanges.remove(0);
    } else if !m.recent_rounds.is_empty() {
        let oldest = m.recent_rounds.remove(0);
        fold(&mut m.earlier_rounds, &oldest);
    } else if !m.long_term_weak_topics.is_empty() {
        m.long_term_weak_topics.clear();
    } else if let Some(d) = m
        .earlier_rounds
        .as_mut()
        .filter(|d| !d.weak_topics.is_empty() || !d.strong_topics.is_empty())
    {
        d.weak_topics.clear();
        d.strong_topics.clear();
    } else {
        return false;
    }
    true
}

fn clip_to(s: &mut String, max: usize) -> bool {
    if s.chars().count() <= max {
        return false;
    }
    *s = s.chars().take(max).chain(std::iter::once('…')).collect();
    true
}

/// Clips the current material, least needed first; `false` when it is as small as it gets.
pub fn shrink_current(view: &mut TurnView, moment: &mut Moment) -> bool {
    if let Some(code) = view.candidate_code.as_mut() {
        let half = (code.chars().count() / 2).max(300);
        if clip_to(code, half) {
            return true;
        }
    }
    if let Some(q) = view.question.as_mut() {
        if q.samples.len() > 1 {
            q.samples.truncate(1);
            return true;
        }
        if clip_to(&mut q.statement, 500) {
            return true;
        }
    }
    if let Moment::CandidateMessage { candidate_message } = moment {
        let half = (candidate_message.chars().count() / 2).max(300);
        return clip_to(candidate_message, half);
    }
    false
}

/// Builds a decision prompt with `build`, compacting until it fits `budget` (or nothing is left
/// to compact: then the smallest prompt is sent and the server's answer decides).
pub fn fit_decision(
    view: &TurnView,
    memory: &MemoryView,
    moment: &Moment,
    budget: usize,
    build: impl Fn(&TurnView, &MemoryView, &Moment) -> Vec<ChatMessage>,
) -> Vec<ChatMessage> {
    let (mut view, mut memory, mut moment) = (view.clone(), memory.clone(), moment.clone());
    loop {
        let messages = build(&view, &memory, &moment);
        if estimate_prompt_tokens(&messages) <= budget
            || !(compact_memory(&mut memory) || shrink_current(&mut view, &mut moment))
        {
            return messages;
        }
    }
}

/// What the reviewer reads: a summary of every round, and the numbered facts of the latest
/// rounds that fit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewMaterial {
    pub rounds: Vec<RoundSummary>,
    pub evidence: Vec<Fact>,
}

/// Drops the facts of the oldest rounds until `build` fits `budget`; the latest round's facts stay.
pub fn fit_review(
    rounds: Vec<RoundSummary>,
    facts: &[Fact],
    budget: usize,
    build: impl Fn(&ReviewMaterial) -> Vec<ChatMessage>,
) -> Vec<ChatMessage> {
    let mut m = ReviewMaterial { rounds, evidence: facts.to_vec() };
    loop {
        let messages = build(&m);
        let oldest = m.evidence.first().map(|f| f.round);
        let last = m.evidence.last().map(|f| f.round);
        if estimate_prompt_tokens(&messages) <= budget || oldest == last {
            return messages;
        }
        m.evidence.retain(|f| Some(f.round) != oldest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brain::memory::Exchange;

    fn summary(round: u8, score: f32) -> RoundSummary {
        RoundSummary {
            round,
            topic: format!("t{round}"),
            strengths: vec![],
            weaknesses: vec![],
            follow_ups: 0,
            score_hint: score,
        }
    }

    #[test]
    fn exchanges_go_first_then_rounds_fold_into_the_digest_oldest_first() {
        let mut m = MemoryView {
            long_term_weak_topics: vec!["dp".into()],
            earlier_rounds: None,
            recent_rounds: vec![summary(1, 2.0), summary(2, 4.5)],
            recent_exchanges: vec![
                Exchange { round: 2, candidate: "a".into(), interviewer: "b".into() },
                Exchange { round: 3, candidate: "c".into(), interviewer: "d".into() },
            ],
        };
        assert!(compact_memory(&mut m));
        assert_eq!(m.recent_exchanges[0].round, 3, "the oldest exchange went first");
        assert!(compact_memory(&mut m) && m.recent_exchanges.is_empty());
        assert!(compact_memory(&mut m));
        assert_eq!(m.recent_rounds.len(), 1);
        let d = m.earlier_rounds.clone().unwrap();
        assert_eq!((d.rounds, d.weak_topics.clone()), (1, vec!["t1".to_string()]));
        assert!(compact_memory(&mut m));
        let d = m.earlier_rounds.clone().unwrap();
        assert_eq!((d.rounds, d.mean_score, d.strong_topics.len()), (2, 3.3, 1));
        assert!(compact_memory(&mut m) && m.long_term_weak_topics.is_empty());
        assert!(compact_memory(&mut m));
        assert!(!compact_memory(&mut m), "nothing left");
    }
}
