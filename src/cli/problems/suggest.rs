//! `mashang problems check ID… --suggest`: time limits proposed from the references' measured
//! times (3× the slowest test, rounded up to 100 ms), the references' measured complexity on the
//! probe sizes, and weak tests (explicit tests that no known-wrong solution fails).

use std::collections::BTreeSet;

use mashang_judge::problem::Problem;
use mashang_judge::{
    Judge, JudgeError, JudgeOptions, LimitScale, TestOrigin, TestResult, TestState,
};

/// A limit `factor`× the slowest time, rounded up to a multiple of 100 ms (at least 100 ms).
pub fn proposed_limit_ms(slowest_ms: f64, factor: f64) -> u64 {
    let raw = (slowest_ms * factor).max(1.0);
    ((raw / 100.0).ceil() as u64).max(1) * 100
}

fn slowest<'a>(tests: impl Iterator<Item = &'a TestResult>) -> Option<&'a TestResult> {
    tests.max_by(|a, b| a.time_ms.total_cmp(&b.time_ms))
}

/// The suggestion lines for one problem (printed by the caller).
pub async fn suggest(judge: &Judge, p: &Problem) -> Vec<String> {
    let mut out = vec![format!("suggestions for {}:", p.id())];
    if !p.is_judged() {
        out.push("  not judged by running code: nothing to suggest".into());
        return out;
    }
    let full = JudgeOptions { style: false, ..JudgeOptions::default() };
    for r in &p.solutions {
        match judge.judge(p, r.lang, &r.code, &full).await {
            Ok(o) => {
                let explicit = o.tests.iter().filter(|t| t.origin != TestOrigin::Stress);
                if let Some(t) = slowest(explicit) {
                    out.push(format!(
                        "  {}: slowest explicit test `{}` {:.0} ms → limits.time_ms = {} (now {})",
                        r.path,
                        t.name,
                        t.time_ms,
                        proposed_limit_ms(t.time_ms, 3.0),
                        p.spec.limits.time_ms
                    ));
                }
                let stress = o.tests.iter().filter(|t| t.origin == TestOrigin::Stress);
                if let (Some(t), Some(s)) = (slowest(stress), &p.spec.stress) {
                    out.push(format!(
                        "  {}: slowest stress test `{}` {:.0} ms → stress.time_ms = {} (now {})",
                        r.path,
                        t.name,
                        t.time_ms,
                        proposed_limit_ms(t.time_ms, 3.0),
                        s.time_ms.unwrap_or(p.spec.limits.time_ms)
                    ));
                }
                if let Some(c) = &o.complexity {
                    let points: Vec<_> =
                        c.points.iter().map(|(n, ms)| format!("n={n}: {ms:.1} ms")).collect();
                    out.push(format!(
                        "  {}: measured complexity {} ({})",
                        r.path,
                        c.label,
                        points.join(", ")
                    ));
                }
            }
            Err(JudgeError::LanguageUnavailable(l)) => {
                out.push(format!("  {}: skipped, {l} is not available here", r.path))
            }
            Err(e) => out.push(format!("  {}: could not be judged: {e}", r.path)),
        }
    }
    out.extend(weak_tests(judge, p).await);
    out
}

/// Explicit tests that every known-wrong solution passes: they prove nothing yet.
async fn weak_tests(judge: &Judge, p: &Problem) -> Vec<String> {
    if p.spec.tests.is_empty() {
        return Vec::new();
    }
    if p.wrong.is_empty() {
        return vec![
            "  weak tests: no known-wrong solutions in wrong/, so no test is proven".into(),
        ];
    }
    let explicit_only = JudgeOptions {
        stress: false,
        probe: false,
        style: false,
        samples_only: false,
        counterexample: true,
        limit_scale: LimitScale::NONE,
    };
    let mut failed_by_some = BTreeSet::new();
    for w in &p.wrong {
        if let Ok(o) = judge.judge(p, w.lang, &w.code, &explicit_only).await {
            // A test never reached after a crash proves nothing about itself.
            let failed = o.tests.iter().filter(|t| !t.passed() && t.state != TestState::NotRun);
            failed_by_some.extend(failed.map(|t| t.name.clone()));
        }
    }
    let weak: Vec<_> = p
        .spec
        .tests
        .iter()
        .filter(|t| !failed_by_some.contains(&t.name))
        .map(|t| format!("`{}`", t.name))
        .collect();
    if weak.is_empty() {
        vec!["  weak tests: none (every explicit test fails some known-wrong solution)".into()]
    } else {
        vec![format!(
            "  weak tests (no known-wrong solution fails them): {} — add a wrong solution they catch, \
             or make them sharper",
            weak.join(", ")
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_proposed_limit_is_three_times_the_slowest_rounded_up_to_100_ms() {
        assert_eq!(proposed_limit_ms(412.0, 3.0), 1300);
        assert_eq!(proposed_limit_ms(100.0, 3.0), 300);
        assert_eq!(proposed_limit_ms(0.2, 3.0), 100);
    }
}
