//! Question pick: by role, level, language and topic, never repeating a question within an
//! interview (the seeds' `question_bank` dedupe), preferring questions this user has not seen
//! and topics that were not just covered, falling back to the nearest level when one runs dry.

use super::question::PickCriteria;
use crate::interviewer::{QuestionBrief, QuestionKind};

/// FNV-1a over the seed and id: a stable, well-spread tie-breaker (no RNG, so picks are replayable).
fn mix(seed: u64, id: &str) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64 ^ seed;
    for b in id.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Picks the next question, or `None` when nothing suitable is left. A problem the user asked for
/// by id comes first (the engine checked it fits). Then, in order of preference: the
/// topic the user asked for, the nearest level, not seen in earlier interviews, not a topic just
/// covered, one of the user's weak topics; ties broken by the session seed.
pub fn pick<'a>(
    briefs: &'a [QuestionBrief],
    criteria: &PickCriteria,
    seen_before: &[String],
    weak_topics: &[String],
) -> Option<&'a QuestionBrief> {
    if let Some(id) = &criteria.problem
        && let Some(b) = briefs.iter().find(|b| b.id == *id && !criteria.exclude.contains(id))
    {
        return Some(b);
    }
    briefs
        .iter()
        .filter(|b| !criteria.exclude.contains(&b.id))
        .filter(|b| b.roles.contains(&criteria.role))
        .filter(|b| b.kind == QuestionKind::Design || b.languages.contains(&criteria.language))
        .min_by_key(|b| {
            let distance = b.level.distance(criteria.level);
            let seen = u8::from(seen_before.contains(&b.id));
            let repeated_topic =
                u8::from(b.topics.iter().any(|t| criteria.recent_topics.contains(t)));
            let off_topic = criteria.topic.as_ref().is_some_and(|t| !b.topics.contains(t));
            let not_weak = !b.topics.iter().any(|t| weak_topics.contains(t));
            (off_topic, distance, seen, repeated_topic, not_weak, mix(criteria.seed, &b.id))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interviewer::{Level, Role};

    fn brief(id: &str, level: Level, topic: &str) -> QuestionBrief {
        QuestionBrief {
            id: id.into(),
            roles: vec![Role::Algorithm],
            level,
            topics: vec![topic.into()],
            kind: QuestionKind::Code,
            languages: vec!["python".into()],
            hints: 3,
            follow_ups: 1,
            vocabulary: Vec::new(),
            complexity_measured: true,
        }
    }

    fn criteria(exclude: &[&str], recent: &[&str]) -> PickCriteria {
        PickCriteria {
            role: Role::Algorithm,
            level: Level::Junior,
            language: "python".into(),
            exclude: exclude.iter().map(|s| s.to_string()).collect(),
            recent_topics: recent.iter().map(|s| s.to_string()).collect(),
            topic: None,
            problem: None,
            seed: 7,
        }
    }

    #[test]
    fn a_problem_asked_for_by_id_comes_first_once() {
        let bank = vec![brief("a", Level::Junior, "x"), brief("z", Level::Senior, "y")];
        let mut c = criteria(&[], &[]);
        c.problem = Some("z".into());
        assert_eq!(pick(&bank, &c, &[], &[]).map(|b| b.id.as_str()), Some("z"));
        c.exclude = vec!["z".into()];
        assert_eq!(pick(&bank, &c, &[], &[]).map(|b| b.id.as_str()), Some("a"));
    }

    #[test]
    fn never_repeats_and_falls_back_to_the_nearest_level() {
        let bank = vec![
            brief("a", Level::Junior, "array"),
            brief("b", Level::Senior, "dp"),
            brief("c", Level::Mid, "tree"),
        ];
        let first = pick(&bank, &criteria(&[], &[]), &[], &[]).unwrap();
        assert_eq!(first.id, "a");
        let second = pick(&bank, &criteria(&["a"], &[]), &[], &[]).unwrap();
        assert_eq!(second.id, "c", "mid is nearer to junior than senior");
        assert!(pick(&bank, &criteria(&["a", "b", "c"], &[]), &[], &[]).is_none());
    }

    #[test]
    fn prefers_unseen_questions_then_fresh_topics() {
        let bank = vec![
            brief("a", Level::Junior, "array"),
            brief("b", Level::Junior, "array"),
            brief("c", Level::Junior, "string"),
        ];
        let p = pick(&bank, &criteria(&[], &["array"]), &[], &[]).unwrap();
        assert_eq!(p.id, "c");
        let p = pick(&bank, &criteria(&[], &["array"]), &["c".into()], &[]).unwrap();
        assert_ne!(p.id, "c", "a seen question loses to unseen ones");
    }

    #[test]
    fn a_requested_topic_wins_then_weak_topics_are_preferred() {
        let bank = vec![
            brief("a", Level::Junior, "array"),
            brief("b", Level::Junior, "string"),
            brief("c", Level::Senior, "dp"),
        ];
        let mut c = criteria(&[], &[]);
        c.topic = Some("dp".into());
        assert_eq!(pick(&bank, &c, &[], &[]).unwrap().id, "c");
        let c = criteria(&[], &[]);
        assert_eq!(pick(&bank, &c, &[], &["string".into()]).unwrap().id, "b");
        assert_eq!(pick(&bank, &c, &[], &["array".into()]).unwrap().id, "a");
    }

    #[test]
    fn skips_questions_the_language_cannot_answer() {
        let mut js = brief("js", Level::Junior, "dom");
        js.languages = vec!["javascript".into()];
        assert!(pick(&[js], &criteria(&[], &[]), &[], &[]).is_none());
    }
}
