//! Fitting the growth exponent of measured timings and labelling it for the interviewer.

use super::ComplexityEstimate;
use crate::core::problem::complexity_exponent;

/// How far above the expected exponent a measurement may be before the interviewer says so. A
/// log factor reads as ~0.15, and timing noise on a loaded machine as up to ~0.4; a genuinely
/// worse class (n^2 for O(n), n^2 for O(n log n)) is ~1 above.
const TOLERANCE: f64 = 0.5;

/// Below this median (ms) at every size, the timings say nothing about growth.
const MEASURABLE_MS: f64 = 0.05;

/// Median of timings (ms).
pub(crate) fn median(times: &[f64]) -> Option<f64> {
    if times.is_empty() {
        return None;
    }
    let mut t = times.to_vec();
    t.sort_by(|a, b| a.total_cmp(b));
    let m = t.len() / 2;
    Some(if t.len() % 2 == 1 { t[m] } else { (t[m - 1] + t[m]) / 2.0 })
}

/// Least-squares slope of ln(time) over ln(n).
pub(crate) fn fit_exponent(points: &[(u32, f64)]) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|(n, t)| *n > 0 && *t > 0.0)
        .map(|(n, t)| ((*n as f64).ln(), t.ln()))
        .collect();
    if pts.len() < 2 {
        return None;
    }
    let k = pts.len() as f64;
    let mx = pts.iter().map(|p| p.0).sum::<f64>() / k;
    let my = pts.iter().map(|p| p.1).sum::<f64>() / k;
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

fn class_of(e: f64) -> &'static str {
    match e {
        e if e < 0.4 => "constant or logarithmic",
        e if e < 1.08 => "linear",
        e if e < 1.45 => "n log n",
        e if e < 2.5 => "quadratic",
        e if e < 3.5 => "cubic",
        _ => "worse than cubic",
    }
}

/// Estimate from (n, median ms) points; `expect` is the problem's expected growth, e.g. `O(n)`.
pub(crate) fn estimate(
    points: Vec<(u32, f64)>,
    expect: Option<&str>,
) -> Option<ComplexityEstimate> {
    // Timings below the timer's resolution are noise: no growth can be read from them.
    if points.iter().all(|(_, t)| *t < MEASURABLE_MS) {
        return None;
    }
    let e = fit_exponent(&points)?;
    let e = (e * 100.0).round() / 100.0;
    let expected_exp = expect.and_then(complexity_exponent);
    let as_expected = expected_exp.is_none_or(|x| e <= x + TOLERANCE);
    let label = match expect {
        Some(x) => {
            format!("≈ n^{e:.1}: looks {}, expected {x}", class_of((e * 10.0).round() / 10.0))
        }
        None => format!("≈ n^{e:.1}: looks {}", class_of((e * 10.0).round() / 10.0)),
    };
    Some(ComplexityEstimate {
        exponent: e,
        label,
        points,
        expected: expect.map(str::to_string),
        as_expected,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quadratic_timings_are_labelled_quadratic_against_linear_expectation() {
        let pts: Vec<(u32, f64)> =
            [1000u32, 2000, 4000, 8000].iter().map(|&n| (n, (n as f64).powf(1.9) / 1e5)).collect();
        let est = estimate(pts, Some("O(n)")).unwrap();
        assert!((est.exponent - 1.9).abs() < 0.01);
        assert_eq!(est.label, "≈ n^1.9: looks quadratic, expected O(n)");
        assert!(!est.as_expected);
    }

    #[test]
    fn noisy_linear_timings_on_a_loaded_machine_are_not_called_worse_than_expected() {
        let pts = vec![(2000, 1.0), (4000, 2.6), (8000, 5.9), (16000, 12.0), (32000, 45.0)];
        let est = estimate(pts, Some("O(n)")).unwrap();
        assert!(est.exponent > 1.3, "{}", est.exponent);
        assert!(est.as_expected, "{}", est.label);
    }

    #[test]
    fn timings_below_the_timer_resolution_give_no_estimate() {
        let pts = vec![(20000, 0.0), (40000, 0.01), (80000, 0.02), (160000, 0.01)];
        assert!(estimate(pts, Some("O(log n)")).is_none());
    }

    #[test]
    fn linear_timings_meet_a_linear_expectation() {
        let pts = vec![(1000, 1.0), (2000, 2.1), (4000, 3.9), (8000, 8.2)];
        let est = estimate(pts, Some("O(n)")).unwrap();
        assert!(est.as_expected, "{}", est.label);
        assert!(est.label.contains("linear"));
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
    }
}
