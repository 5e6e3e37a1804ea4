//! Fitting the growth exponent of measured timings and labelling it for the interviewer.

use super::ComplexityEstimate;
use crate::problem::{Lang, complexity_exponent};

/// How far above the expected exponent a measurement may be before the interviewer says so. A
/// log factor reads as ~0.15, and timing noise on a loaded machine as up to ~0.4; a genuinely
/// worse class (n^2 for O(n), n^2 for O(n log n)) is ~1 above.
const TOLERANCE: f64 = 0.5;

/// Below this median (ms) at every size, the timings say nothing about growth.
const MEASURABLE_MS: f64 = 0.05;

/// Stdio timings are whole milliseconds of CPU (the sandbox's resolution): after the start-up
/// baseline is taken off, a point with less work than this is mostly rounding and start-up jitter
/// and is left out of the fit (start-up alone varies by a few ms between runs).
pub(crate) const MIN_WORK_MS: f64 = 10.0;

/// One probe size as measured in a dialogue: the supervisor's CPU per exchange, the program's own
/// (untrusted) time of the first exchange, and the bytes of request and reply.
#[derive(Debug, Clone)]
pub(crate) struct Exchange {
    pub n: u32,
    pub cpu_ms: Vec<f64>,
    pub own_ms: Option<f64>,
    pub bytes: usize,
}

/// How much more CPU than its own call time an honest exchange may use, from the language's
/// measured [`Lang::probe_allowance`]: a constant, a cost per byte of request and reply,
/// and a share of the call for runtimes whose helper threads (GC, JIT) the sandbox's CPU counts.
/// A compiled driver parses in tens of ns per byte where Python takes hundreds: one Python-sized
/// figure for every language let a C++ program that under-reports its time hide several times
/// the work its parsing costs.
pub(crate) fn allowance_ms(lang: Lang, bytes: usize, own_ms: f64) -> f64 {
    let a = lang.probe_allowance();
    a.slack_ms + bytes as f64 * a.ns_per_byte * 1e-6 + a.call_share * own_ms.max(0.0)
}

/// The (n, ms) points to fit from dialogue probes, and whether the program's own timings were
/// rejected. The program's time of a call leaves out parsing (which would flatten an O(log n)
/// fit), so it is used when EVERY probe exchange is consistent with the supervisor's CPU: the
/// call cannot have taken more CPU than the exchange (beyond clock granularity), nor less by more
/// than the allowance; then the first call's own (CPU) time is the point. Otherwise every point
/// is the fastest exchange's CPU, parsing included: tampering with the clock never earns a
/// better estimate than not reporting one.
pub(crate) fn dialogue_points(lang: Lang, exchanges: &[Exchange]) -> (Vec<(u32, f64)>, bool) {
    let consistent = |e: &Exchange| match (e.own_ms, e.cpu_ms.first()) {
        (Some(own), Some(&cpu)) => {
            own.is_finite() && own >= 0.0 && cpu - own <= allowance_ms(lang, e.bytes, own)
        }
        _ => false,
    };
    let measured: Vec<&Exchange> = exchanges.iter().filter(|e| !e.cpu_ms.is_empty()).collect();
    for e in &measured {
        // What calibrates `allowance_ms` (tests/it/probe_allowance.rs collects these).
        tracing::debug!(
            target: "mashang_judge::probe::exchange",
            lang = lang.id(),
            n = e.n,
            cpu_ms = e.cpu_ms[0],
            own_ms = e.own_ms.unwrap_or(f64::NAN),
            bytes = e.bytes,
            "probe exchange"
        );
    }
    let trusted = measured.iter().all(|e| consistent(e));
    let points = measured
        .iter()
        .filter_map(|e| {
            let fastest = e.cpu_ms.iter().copied().reduce(f64::min)?;
            if !trusted {
                return Some((e.n, fastest));
            }
            // The call cannot use more CPU than its exchange: a larger claim is cut to it. The
            // repeats are not used here: subtracting the first exchange's parsing from theirs
            // leaves the variance of parsing, which for a linear call under linear parsing is as
            // large as the call itself (a linear reference fitted n^0.7–2.0 that way).
            Some((e.n, e.own_ms?.min(e.cpu_ms[0])))
        })
        .collect();
    (points, !trusted && !measured.is_empty())
}

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
    weighted_slope(points, |_| 1.0)
}

/// Slope of ln(time) over ln(n), each point weighted by `weight(time)`.
fn weighted_slope(points: &[(u32, f64)], weight: impl Fn(f64) -> f64) -> Option<f64> {
    let pts: Vec<(f64, f64, f64)> = points
        .iter()
        .filter(|(n, t)| *n > 0 && *t > 0.0)
        .map(|(n, t)| ((*n as f64).ln(), t.ln(), weight(*t)))
        .collect();
    if pts.len() < 2 {
        return None;
    }
    let k: f64 = pts.iter().map(|p| p.2).sum();
    let mx = pts.iter().map(|p| p.2 * p.0).sum::<f64>() / k;
    let my = pts.iter().map(|p| p.2 * p.1).sum::<f64>() / k;
    let sxx: f64 = pts.iter().map(|p| p.2 * (p.0 - mx).powi(2)).sum();
    let sxy: f64 = pts.iter().map(|p| p.2 * (p.0 - mx) * (p.1 - my)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

fn class_of(e: f64) -> &'static str {
    class(e).1
}

/// The growth class of exponent `e` and the exponent that stands for the whole class (what a
/// candidate is shown: a finer exponent could carry data the program chose).
pub(crate) fn class(e: f64) -> (f64, &'static str) {
    match e {
        e if e < 0.4 => (0.0, "constant or logarithmic"),
        e if e < 1.08 => (1.0, "linear"),
        e if e < 1.45 => (1.2, "n log n"),
        e if e < 2.5 => (2.0, "quadratic"),
        e if e < 3.5 => (3.0, "cubic"),
        _ => (4.0, "worse than cubic"),
    }
}

/// The candidate's label of a measured class: "looks quadratic" (the expected complexity is a
/// field of its own, shown beside it).
pub(crate) fn class_label(class: &str) -> String {
    format!("looks {class}")
}

/// Estimate from (n, median ms) points; `expect` is the problem's expected growth, e.g. `O(n)`.
///
/// `baseline` is the time of a run that does (almost) no work. Whole-process timings (stdio
/// problems) include interpreter or JVM start-up, a constant that flattens the log-log slope: 40 ms
/// of Python start-up under 4–14 ms of linear work fits n^0.15. Fitting t = a + b·n^k with the
/// constant `a` measured rather than guessed keeps the slope that of the work alone. Function
/// problems time the call in-process and pass no baseline.
pub(crate) fn estimate(
    points: Vec<(u32, f64)>,
    baseline: Option<f64>,
    expect: Option<&str>,
) -> Option<ComplexityEstimate> {
    // Timings below the timer's resolution are noise: no growth can be read from them.
    if points.iter().all(|(_, t)| *t < MEASURABLE_MS) {
        return None;
    }
    let work: Vec<(u32, f64)> = match baseline {
        Some(b) => {
            points.iter().map(|&(n, t)| (n, t - b)).filter(|(_, w)| *w >= MIN_WORK_MS).collect()
        }
        None => points.clone(),
    };
    // Whole-process timings carry a few ms of start-up jitter whatever the size: the error of
    // ln(work) is about jitter / work, so each point weighs work² (inverse variance) and a point
    // barely above the start-up cannot bend the slope. In-process timings keep equal weights.
    let e = match baseline {
        Some(_) => weighted_slope(&work, |w| w * w)?,
        None => fit_exponent(&work)?,
    };
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
        baseline_ms: baseline,
        expected: expect.map(str::to_string),
        as_expected,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exchange(n: u32, cpu: f64, own: Option<f64>) -> Exchange {
        // 6 bytes per element of a list argument, as JSON.
        Exchange {
            n,
            cpu_ms: vec![cpu, cpu * 1.02, cpu * 0.99],
            own_ms: own,
            bytes: 6 * n as usize,
        }
    }

    #[test]
    fn honest_call_times_leave_parsing_out_of_the_fit() {
        // O(log n) work under O(n) parsing: the call times keep the fit near 0.
        let ex: Vec<Exchange> = [2000u32, 4000, 8000, 16000, 32000]
            .iter()
            .map(|&n| {
                let call = 0.01 * (n as f64).ln();
                exchange(n, call + n as f64 * 40e-6, Some(call))
            })
            .collect();
        let (points, disagreed) = dialogue_points(Lang::Python, &ex);
        assert!(!disagreed);
        let est = estimate(points, None, Some("O(log n)")).unwrap();
        assert!(est.exponent < 0.4 && est.as_expected, "{}", est.label);
    }

    #[test]
    fn a_linear_call_under_noisy_linear_parsing_fits_linear() {
        // Parsing 20× the call and varying ±10% between repeats (GC, caches): the repeats' CPU
        // says nothing about the call; its own CPU time does.
        let ex: Vec<Exchange> = [10_000u32, 20_000, 40_000, 80_000, 160_000]
            .iter()
            .zip([1.1, 0.9, 1.02, 0.9, 1.2])
            .map(|(&n, noise)| {
                let call = n as f64 * 5e-5;
                let parse = 20.0 * call;
                Exchange {
                    n,
                    cpu_ms: vec![parse + call, parse * noise, parse * noise * 1.05],
                    own_ms: Some(call),
                    bytes: 7 * n as usize,
                }
            })
            .collect();
        let (points, disagreed) = dialogue_points(Lang::Python, &ex);
        assert!(!disagreed);
        let est = estimate(points, None, Some("O(n)")).unwrap();
        assert!((est.exponent - 1.0).abs() < 0.05 && est.as_expected, "{}", est.label);
    }

    #[test]
    fn a_clock_patched_to_zero_is_rejected_and_the_real_growth_is_fitted() {
        // Quadratic work, the program claiming every call took no time.
        let ex: Vec<Exchange> = [1000u32, 2000, 4000, 8000]
            .iter()
            .map(|&n| exchange(n, (n as f64).powi(2) * 1e-5, Some(0.0)))
            .collect();
        let (points, disagreed) = dialogue_points(Lang::Python, &ex);
        assert!(disagreed);
        let est = estimate(points, None, Some("O(n)")).unwrap();
        assert!((est.exponent - 2.0).abs() < 0.1 && !est.as_expected, "{}", est.label);
    }

    #[test]
    fn inflated_call_times_are_cut_to_the_measured_cpu() {
        // Claiming a constant 1 s per call would fit n^0; the claims are cut to the exchange.
        let ex: Vec<Exchange> = [1000u32, 2000, 4000, 8000]
            .iter()
            .map(|&n| exchange(n, (n as f64).powi(2) * 1e-5, Some(1000.0)))
            .collect();
        let (points, _) = dialogue_points(Lang::Python, &ex);
        let est = estimate(points, None, Some("O(n)")).unwrap();
        assert!(est.exponent > 1.8 && !est.as_expected, "{}", est.label);
    }

    #[test]
    fn one_inconsistent_size_rejects_the_program_timings_at_every_size() {
        let mut ex: Vec<Exchange> = [1000u32, 2000, 4000]
            .iter()
            .map(|&n| exchange(n, n as f64 * 0.01, Some(n as f64 * 0.01)))
            .collect();
        ex.push(exchange(8000, 500.0, Some(1.0)));
        let (points, disagreed) = dialogue_points(Lang::Python, &ex);
        assert!(disagreed);
        assert_eq!(points[0], (1000, 10.0 * 0.99), "fastest exchange CPU");
    }

    #[test]
    fn a_compiled_driver_is_allowed_its_own_parse_cost_not_pythons() {
        // Two-sum at n = 32000 (212 KB), a call that under-reports 30 ms of CPU: hidden inside
        // Python's parsing allowance, far outside what a C++ or Rust driver spends parsing.
        let faked = Exchange { n: 32000, cpu_ms: vec![33.0], own_ms: Some(3.0), bytes: 212_000 };
        assert!(!dialogue_points(Lang::Python, std::slice::from_ref(&faked)).1);
        for lang in [Lang::Cpp, Lang::Rust] {
            assert!(dialogue_points(lang, std::slice::from_ref(&faked)).1, "{lang}");
        }
        for lang in [Lang::Cpp, Lang::Rust, Lang::Go, Lang::Java, Lang::JavaScript] {
            let per_byte = |l| allowance_ms(l, 1_000_000, 0.0) - allowance_ms(l, 0, 0.0);
            assert!(per_byte(lang) < per_byte(Lang::Python) / 2.0, "{lang}");
        }
    }

    #[test]
    fn an_honest_compiled_exchange_as_measured_is_within_its_allowance() {
        // The worst honest exchanges measured (docs/performance.md): (lang, bytes, cpu, own).
        for (lang, bytes, cpu, own) in [
            (Lang::Cpp, 57_644, 2.311, 1.225),
            (Lang::Cpp, 920_876, 63.41, 51.06),
            (Lang::Rust, 2_044_362, 25.846, 0.475),
            (Lang::Go, 920_875, 70.798, 27.515),
            (Lang::Java, 57_644, 26.897, 3.697),
            (Lang::JavaScript, 79_192, 19.769, 10.909),
            (Lang::Python, 320_390, 45.545, 3.596),
        ] {
            let e = Exchange { n: 1000, cpu_ms: vec![cpu], own_ms: Some(own), bytes };
            assert!(!dialogue_points(lang, &[e]).1, "{lang} {bytes}");
        }
    }

    #[test]
    fn quadratic_timings_are_labelled_quadratic_against_linear_expectation() {
        let pts: Vec<(u32, f64)> =
            [1000u32, 2000, 4000, 8000].iter().map(|&n| (n, (n as f64).powf(1.9) / 1e5)).collect();
        let est = estimate(pts, None, Some("O(n)")).unwrap();
        assert!((est.exponent - 1.9).abs() < 0.01);
        assert_eq!(est.label, "≈ n^1.9: looks quadratic, expected O(n)");
        assert!(!est.as_expected);
    }

    #[test]
    fn noisy_linear_timings_on_a_loaded_machine_are_not_called_worse_than_expected() {
        let pts = vec![(2000, 1.0), (4000, 2.6), (8000, 5.9), (16000, 12.0), (32000, 45.0)];
        let est = estimate(pts, None, Some("O(n)")).unwrap();
        assert!(est.exponent > 1.3, "{}", est.exponent);
        assert!(est.as_expected, "{}", est.label);
    }

    #[test]
    fn timings_below_the_timer_resolution_give_no_estimate() {
        let pts = vec![(20000, 0.0), (40000, 0.01), (80000, 0.02), (160000, 0.01)];
        assert!(estimate(pts, None, Some("O(log n)")).is_none());
    }

    #[test]
    fn linear_timings_meet_a_linear_expectation() {
        let pts = vec![(1000, 1.0), (2000, 2.1), (4000, 3.9), (8000, 8.2)];
        let est = estimate(pts, None, Some("O(n)")).unwrap();
        assert!(est.as_expected, "{}", est.label);
        assert!(est.label.contains("linear"));
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
    }

    /// Union-find stdio reference as measured before the fix: ~40 ms of Python start-up under a
    /// few ms of linear work per size.
    const STDIO_LINEAR: [(u32, f64); 3] = [(8000, 48.0), (16000, 56.0), (32000, 72.0)];

    #[test]
    fn whole_process_linear_timings_fit_linear_once_start_up_is_taken_off() {
        let est = estimate(STDIO_LINEAR.to_vec(), Some(40.0), Some("O(n)")).unwrap();
        assert!((est.exponent - 1.0).abs() < 0.05, "{}", est.label);
        assert!(est.label.contains("looks linear"), "{}", est.label);
        assert_eq!(est.points, STDIO_LINEAR.to_vec(), "the measured points are kept as measured");
        assert_eq!(est.baseline_ms, Some(40.0));
    }

    #[test]
    fn whole_process_timings_without_a_baseline_read_as_constant() {
        // What the judge reported before it measured start-up: the defect this baseline fixes.
        let est = estimate(STDIO_LINEAR.to_vec(), None, Some("O(n)")).unwrap();
        assert!(est.exponent < 0.4, "{}", est.label);
    }

    #[test]
    fn work_barely_above_start_up_jitter_does_not_bend_a_whole_process_fit() {
        // The union-find Python reference as measured: 5 ms of work at 16000 is mostly jitter;
        // unweighted, the fit said n^1.6, "quadratic" against O(n).
        let pts = vec![(16000, 51.0), (64000, 110.0), (200000, 287.0)];
        let est = estimate(pts, Some(46.0), Some("O(n)")).unwrap();
        assert!(est.exponent < 1.3 && est.as_expected, "{}", est.label);
    }

    #[test]
    fn quadratic_work_over_a_java_start_up_is_still_called_quadratic() {
        let b = 250.0;
        let pts = [1000u32, 2000, 4000].map(|n| (n, b + (n as f64 / 100.0).powi(2)));
        let est = estimate(pts.to_vec(), Some(b), Some("O(n)")).unwrap();
        assert!((est.exponent - 2.0).abs() < 0.05, "{}", est.label);
        assert!(!est.as_expected);
    }

    #[test]
    fn sizes_with_no_work_above_the_start_up_are_left_out_of_the_fit() {
        // The first size is within timer noise of the baseline; the others carry the growth.
        let pts = vec![(1000, 40.0), (4000, 56.0), (8000, 72.0)];
        let est = estimate(pts, Some(40.0), Some("O(n)")).unwrap();
        assert!((est.exponent - 1.0).abs() < 0.05, "{}", est.label);
        assert!(estimate(vec![(1000, 40.0), (2000, 43.0)], Some(40.0), None).is_none());
    }
}
