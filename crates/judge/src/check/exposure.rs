//! Whether the complexity probe exposes a known-slow solution: its inputs must not let a
//! `time_limit` known-wrong file through cheaply (a generator that always puts the answer in the
//! same place lets a scan from that side answer every probe input in O(1)).

use super::CheckItem;
use crate::harness::Shape;
use crate::probe_job::PROBE_TOTAL_MS;
use crate::problem::{Problem, SourceFile};
use crate::run::{self, RunSpec};
use crate::{Judge, JudgeError, verdict};

/// What the probe made of a slow solution.
#[derive(Debug, PartialEq)]
pub(crate) enum Exposure {
    /// Fitted worse than the problem expects, or some probe size ran over its time or the
    /// probe's budget: the probe sees it is slow.
    Exposed(String),
    /// Every probe size was answered and the fit was as expected, or too fast to measure: the
    /// probe's data lets the slow solution through.
    Hidden(String),
}

/// Decide from the probe's sizes and the fitted estimate.
pub(crate) fn classify(
    sizes: usize,
    unanswered: usize,
    estimate: Option<&crate::ComplexityEstimate>,
) -> Exposure {
    match estimate {
        Some(e) if !e.as_expected => Exposure::Exposed(format!("probe: {}", e.label)),
        _ if unanswered > 0 => Exposure::Exposed(format!(
            "probe: {unanswered} of {sizes} sizes ran over the time limit or the probe's budget"
        )),
        Some(e) => Exposure::Hidden(format!("measured {} as expected", e.label)),
        None => Exposure::Hidden(format!(
            "measured every one of its {sizes} sizes too fast to fit (constant time)"
        )),
    }
}

impl Judge {
    /// Run `file` on the probe's inputs alone (a job of its own, as a judging's probe runs) and
    /// check the probe exposes it. `None` when the problem has no probe or its generator none.
    pub(super) async fn check_probe_exposes(
        &self,
        problem: &Problem,
        file: &SourceFile,
    ) -> Option<CheckItem> {
        problem.spec.probe.as_ref()?;
        let started = tokio::time::Instant::now();
        let expected = "exposed by the probe".to_string();
        let found = match self.probe_exposure(problem, file).await {
            Ok(None) => return None,
            Ok(Some(Exposure::Exposed(d))) => Ok(("exposed".to_string(), true, d)),
            Ok(Some(Exposure::Hidden(d))) => Ok((
                "not exposed".to_string(),
                false,
                format!("the probe does not expose {}: {d}", file.path),
            )),
            Err(e) => Err(e),
        };
        Some(super::check_item(file, expected, started, found))
    }

    async fn probe_exposure(
        &self,
        problem: &Problem,
        file: &SourceFile,
    ) -> Result<Option<Exposure>, JudgeError> {
        let shape = Shape::of(problem, file.lang)?;
        if matches!(shape, Shape::Code { .. }) {
            return Ok(None);
        }
        let set = self.stress_set(problem).await?;
        if set.probe.is_empty() {
            return Ok(None);
        }
        // Whole-process timings take the start-up off, measured on the smallest generated input
        // (as a judging's probe does).
        let baseline = matches!(shape, Shape::Stdio)
            .then(|| set.tests.iter().min_by_key(|t| (t.size, t.input.render().len())))
            .flatten()
            .map(|t| t.input.render());
        let spec = RunSpec {
            lang: file.lang,
            shape: &shape,
            code: &file.code,
            planned: &set.probe,
            style: false,
            probe_total_ms: PROBE_TOTAL_MS,
            memory_mb: problem.spec.limits.memory_mb + file.lang.runtime_mb(),
            baseline,
        };
        let ex = run::execute(self.executor.as_ref(), &spec).await?;
        if ex.load_error.is_some() || ex.compile_failed() {
            // The judging's own check reports a file that does not load.
            return Ok(Some(Exposure::Exposed("probe: it did not load".into())));
        }
        // Answered within its time: a size whose fastest exchange took longer than the problem's
        // limit was not (the reference answers every probe size well inside it), even when the
        // probe's longer kill let it finish.
        let answered = |i: usize| {
            let limit = set.probe[i].limit_ms as f64;
            ex.results.get(i).and_then(Option::as_ref).is_some_and(|r| {
                let fastest = r.times.iter().copied().fold(f64::INFINITY, f64::min);
                !r.skipped && !r.overtime && r.err.is_none() && fastest <= limit
            })
        };
        let unanswered = (0..set.probe.len()).filter(|&i| !answered(i)).count();
        let (estimate, _) = verdict::complexity(problem, file.lang, &set.probe, &ex);
        Ok(Some(classify(set.probe.len(), unanswered, estimate.as_ref())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ComplexityEstimate;

    fn est(exponent: f64, as_expected: bool) -> ComplexityEstimate {
        ComplexityEstimate {
            exponent,
            label: format!("≈ n^{exponent:.1}"),
            points: Vec::new(),
            baseline_ms: None,
            expected: Some("O(n)".into()),
            as_expected,
        }
    }

    #[test]
    fn a_slow_solution_fitted_as_expected_is_hidden_by_the_probe() {
        assert!(matches!(classify(5, 0, Some(&est(1.0, true))), Exposure::Hidden(_)));
    }

    #[test]
    fn a_slow_solution_too_fast_to_measure_on_every_size_is_hidden_by_the_probe() {
        let Exposure::Hidden(d) = classify(5, 0, None) else { panic!("exposed") };
        assert!(d.contains("constant time"), "{d}");
    }

    #[test]
    fn a_fit_worse_than_expected_exposes_it() {
        assert!(matches!(classify(5, 0, Some(&est(2.0, false))), Exposure::Exposed(_)));
    }

    #[test]
    fn sizes_over_the_limit_or_the_budget_expose_it_even_without_a_fit() {
        assert!(matches!(classify(5, 3, None), Exposure::Exposed(_)));
        assert!(matches!(classify(5, 2, Some(&est(1.0, true))), Exposure::Exposed(_)));
    }
}
