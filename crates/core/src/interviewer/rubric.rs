//! Judging a system-design answer without an LLM: which of the question's rubric key points the
//! answer covers (keyword evidence), reported in the same [`Evidence`] shape as code judging.

use crate::interviewer::{Evidence, RubricPoint, Verdict};

/// Grades the whole answer so far against the rubric.
pub(crate) fn grade(points: &[RubricPoint], answer: &str, pass_ratio: f32) -> Evidence {
    let lower = answer.to_lowercase();
    let mut missing = Vec::new();
    let mut covered = 0u32;
    for p in points {
        if p.keywords.iter().any(|k| lower.contains(&k.to_lowercase())) {
            covered += 1;
        } else {
            missing.push(p.label.clone());
        }
    }
    let total = points.len() as u32;
    let ratio = if total == 0 { 1.0 } else { covered as f32 / total as f32 };
    Evidence {
        verdict: if ratio >= pass_ratio { Verdict::Accepted } else { Verdict::WrongAnswer },
        passed: covered,
        total,
        failing: None,
        complexity: None,
        style: Vec::new(),
        compile_output: None,
        missing_points: missing,
        complexity_unproven: false,
        tests: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_points_covered_by_any_keyword() {
        let points = vec![
            RubricPoint { label: "cache".into(), keywords: vec!["redis".into(), "cache".into()] },
            RubricPoint {
                label: "sharding".into(), keywords: vec!["shard".into(), "分片".into()]
            },
        ];
        let ev = grade(&points, "Put a Redis layer in front", 0.7);
        assert_eq!((ev.passed, ev.total, ev.verdict), (1, 2, Verdict::WrongAnswer));
        assert_eq!(ev.missing_points, vec!["sharding".to_string()]);
        let ev = grade(&points, "Redis 缓存 + 按用户分片", 0.7);
        assert_eq!(ev.verdict, Verdict::Accepted);
    }
}
