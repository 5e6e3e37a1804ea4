//! Comparators: exact, unordered, float tolerance (custom checkers run in the sandbox, see checker.rs).

use serde_json::Value;

use crate::problem::{Comparator, ComparatorKind};

/// Why an answer is not the expected one: a short reason shown with the failing test.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub(crate) struct Mismatch(pub(crate) String);

impl From<String> for Mismatch {
    fn from(why: String) -> Self {
        Mismatch(why)
    }
}

impl From<&str> for Mismatch {
    fn from(why: &str) -> Self {
        Mismatch(why.to_string())
    }
}

/// Compare typed (JSON) answers. `Err` carries a short reason for the interviewer.
pub(super) fn compare_json(
    cmp: &Comparator,
    expected: &Value,
    actual: &Value,
) -> Result<(), Mismatch> {
    let tol = cmp.tolerance.unwrap_or(1e-6);
    let ok = match cmp.kind {
        ComparatorKind::Exact | ComparatorKind::Checker => json_eq(expected, actual, 0.0),
        ComparatorKind::Float => json_eq(expected, actual, tol),
        ComparatorKind::Unordered => match (expected, actual) {
            (Value::Array(e), Value::Array(a)) => {
                let key = |v: &Value| if cmp.deep { canonical(v) } else { v.to_string() };
                let mut e: Vec<String> = e.iter().map(key).collect();
                let mut a: Vec<String> = a.iter().map(key).collect();
                e.sort();
                a.sort();
                e == a || (e.len() == a.len() && multiset_eq_numeric(expected, actual))
            }
            _ => json_eq(expected, actual, 0.0),
        },
    };
    if ok { Ok(()) } else { Err(Mismatch(diff_hint(expected, actual))) }
}

/// How many elements a driver writes of a returned list before it stops (every language's driver
/// writes at most this many, so a list that does not end shows up as exactly this long).
const DRIVER_LIST_CAP: usize = 1_000_001;

/// A returned list the driver had to cut off — a linked list whose last node points back into it
/// (or a graph walked forever) — described as such rather than as "got 1000001 elements".
pub(super) fn endless_list(actual: &Value) -> Option<String> {
    let items = actual.as_array().filter(|a| a.len() >= DRIVER_LIST_CAP)?;
    // The period of the second half (prefix function), then how far back the repetition reaches.
    let tail = &items[items.len() / 2..];
    let mut pi = vec![0usize; tail.len()];
    for i in 1..tail.len() {
        let mut k = pi[i - 1];
        while k > 0 && tail[i] != tail[k] {
            k = pi[k - 1];
        }
        if tail[i] == tail[k] {
            k += 1;
        }
        pi[i] = k;
    }
    let period = tail.len() - pi[tail.len() - 1];
    if period > tail.len() / 2 {
        return Some(format!(
            "the returned list does not end: over {} nodes (a cycle?)",
            DRIVER_LIST_CAP - 1
        ));
    }
    let mut start = items.len() / 2;
    while start > 0 && items[start - 1] == items[start - 1 + period] {
        start -= 1;
    }
    Some(format!(
        "the returned list has a cycle: after {start} node(s) it repeats every {period} node(s) \
         (the last node's next points back into the list)"
    ))
}

/// Compare stdout text with the expected text.
pub(super) fn compare_text(cmp: &Comparator, expected: &str, actual: &str) -> Result<(), Mismatch> {
    let lines = |s: &str| -> Vec<String> {
        let mut v: Vec<String> = s.lines().map(|l| l.trim_end().to_string()).collect();
        while v.last().is_some_and(|l| l.is_empty()) {
            v.pop();
        }
        v
    };
    let (e, a) = (lines(expected), lines(actual));
    match cmp.kind {
        ComparatorKind::Exact | ComparatorKind::Checker => {
            match e.iter().zip(&a).position(|(x, y)| x != y) {
                Some(i) => {
                    Err(format!("line {} differs: expected `{}`, got `{}`", i + 1, e[i], a[i])
                        .into())
                }
                None if e.len() != a.len() => {
                    Err(format!("expected {} lines, got {}", e.len(), a.len()).into())
                }
                None => Ok(()),
            }
        }
        ComparatorKind::Unordered => {
            let (mut e, mut a) = (e, a);
            e.sort();
            a.sort();
            if e == a { Ok(()) } else { Err("the multiset of lines differs".into()) }
        }
        ComparatorKind::Float => {
            let tol = cmp.tolerance.unwrap_or(1e-6);
            let et: Vec<&str> = expected.split_whitespace().collect();
            let at: Vec<&str> = actual.split_whitespace().collect();
            if et.len() != at.len() {
                return Err(format!("expected {} tokens, got {}", et.len(), at.len()).into());
            }
            for (i, (x, y)) in et.iter().zip(&at).enumerate() {
                let same = match (x.parse::<f64>(), y.parse::<f64>()) {
                    (Ok(p), Ok(q)) => close(p, q, tol),
                    _ => x == y,
                };
                if !same {
                    return Err(
                        format!("token {} differs: expected `{x}`, got `{y}`", i + 1).into()
                    );
                }
            }
            Ok(())
        }
    }
}

/// Whether `a` is within `tol` of the expected `e`, absolutely or relatively. Non-finite values
/// match only themselves: +inf only +inf, -inf only -inf, NaN only NaN (an expected NaN is the
/// reference's own answer). Without that rule the relative bound is `inf <= tol * inf` for an
/// actual of ±inf and any finite expected value, so printing `inf` passed every float test.
fn close(e: f64, a: f64, tol: f64) -> bool {
    if !e.is_finite() || !a.is_finite() {
        return e == a || (e.is_nan() && a.is_nan());
    }
    let diff = (e - a).abs();
    diff <= tol || diff <= tol * e.abs().max(a.abs())
}

/// JSON equality where numbers compare by value (1 == 1.0), with a float tolerance.
pub(super) fn json_eq(e: &Value, a: &Value, tol: f64) -> bool {
    match (e, a) {
        (Value::Number(x), Value::Number(y)) => numbers_eq(x, y, tol),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| json_eq(p, q, tol))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w, tol)))
        }
        _ => e == a,
    }
}

/// The largest magnitude below which every integer is exactly an f64 (2^53).
const EXACT_F64_INTEGERS: f64 = 9_007_199_254_740_992.0;

/// A JSON integer as one type wide enough for both i64 and u64, so two integers never meet in
/// f64 (where distinct 64-bit ids round to the same value).
fn integer(n: &serde_json::Number) -> Option<i128> {
    n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from))
}

/// Integers compare exactly. An integer meets a float only where the float is integral and below
/// 2^53, where it cannot stand for a neighbouring integer: a 64-bit answer sent as a float that
/// rounds onto the expected id is wrong, not "equal as f64". Floats compare with the tolerance.
fn numbers_eq(x: &serde_json::Number, y: &serde_json::Number, tol: f64) -> bool {
    match (integer(x), integer(y)) {
        (Some(p), Some(q)) => p == q,
        (Some(int), None) | (None, Some(int)) => {
            let float = if integer(x).is_some() { y.as_f64() } else { x.as_f64() };
            match float {
                Some(f) if tol > 0.0 => close(int as f64, f, tol),
                Some(f) => f.fract() == 0.0 && f.abs() < EXACT_F64_INTEGERS && f as i128 == int,
                None => false,
            }
        }
        (None, None) => match (x.as_f64(), y.as_f64()) {
            (Some(p), Some(q)) => close(p, q, tol),
            // Not representable as f64 (never with serde_json's default features): the same
            // number only, rather than two "NaN"s that would now match each other.
            _ => x == y,
        },
    }
}

/// Stable text of a value with every nested array sorted (for `deep` unordered comparison).
fn canonical(v: &Value) -> String {
    match v {
        Value::Array(items) => {
            let mut parts: Vec<String> = items.iter().map(canonical).collect();
            parts.sort();
            format!("[{}]", parts.join(","))
        }
        Value::Number(n) => match n.as_f64() {
            Some(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", f as i64),
            _ => n.to_string(),
        },
        other => other.to_string(),
    }
}

/// Fallback for unordered lists whose numbers differ only in representation (1 vs 1.0).
fn multiset_eq_numeric(e: &Value, a: &Value) -> bool {
    let (Value::Array(e), Value::Array(a)) = (e, a) else { return false };
    let mut used = vec![false; a.len()];
    e.iter().all(|x| {
        let found = a.iter().enumerate().position(|(i, y)| !used[i] && json_eq(x, y, 0.0));
        found.map(|i| used[i] = true).is_some()
    })
}

fn diff_hint(e: &Value, a: &Value) -> String {
    match (e, a) {
        (Value::Array(x), Value::Array(y)) if x.len() != y.len() => {
            format!("expected {} elements, got {}", x.len(), y.len())
        }
        (Value::Array(x), Value::Array(y)) => {
            match x.iter().zip(y).position(|(p, q)| !json_eq(p, q, 0.0)) {
                Some(i) => {
                    format!("first difference at index {i}: expected {}, got {}", x[i], y[i])
                }
                None => "the elements differ".into(),
            }
        }
        _ => format!("expected {e}, got {a}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn cmp(kind: ComparatorKind) -> Comparator {
        Comparator { kind, ..Comparator::default() }
    }

    #[test]
    fn a_list_cut_off_by_the_driver_is_reported_as_a_cycle_with_where_it_repeats() {
        let mut items = vec![json!(1), json!(2)];
        while items.len() < DRIVER_LIST_CAP {
            items.push(json!(3 + (items.len() - 2) % 3));
        }
        let why = endless_list(&Value::Array(items)).expect("endless");
        assert!(why.contains("after 2 node(s) it repeats every 3 node(s)"), "{why}");
        assert_eq!(endless_list(&json!([1, 2, 3])), None);
    }

    #[test]
    fn exact_treats_equal_numbers_as_equal_but_not_reordered_lists() {
        assert!(
            compare_json(&cmp(ComparatorKind::Exact), &json!([1, 2.0]), &json!([1.0, 2])).is_ok()
        );
        let err =
            compare_json(&cmp(ComparatorKind::Exact), &json!([0, 1]), &json!([1, 0])).unwrap_err();
        assert!(err.0.contains("index 0"), "{err}");
    }

    #[test]
    fn unordered_accepts_permutations_and_deep_sorts_inner_lists() {
        assert!(
            compare_json(&cmp(ComparatorKind::Unordered), &json!([0, 1]), &json!([1, 0])).is_ok()
        );
        assert!(
            compare_json(&cmp(ComparatorKind::Unordered), &json!([0, 1]), &json!([1, 1])).is_err()
        );
        let deep = Comparator { deep: true, ..cmp(ComparatorKind::Unordered) };
        assert!(compare_json(&deep, &json!([[1, 2], [3, 4]]), &json!([[4, 3], [2, 1]])).is_ok());
    }

    #[test]
    fn float_uses_tolerance() {
        let c = Comparator { tolerance: Some(1e-3), ..cmp(ComparatorKind::Float) };
        assert!(compare_json(&c, &json!(1.0), &json!(1.0004)).is_ok());
        assert!(compare_json(&c, &json!(1.0), &json!(1.01)).is_err());
        assert!(compare_text(&c, "0.5 2\n", "0.5001 2.0").is_ok());
    }

    #[test]
    fn infinity_never_matches_a_finite_expected_value_and_matches_only_itself() {
        let c = Comparator { tolerance: Some(1e-6), ..cmp(ComparatorKind::Float) };
        for actual in ["inf", "-inf", "Infinity", "nan"] {
            for expected in ["0", "1.5", "-2", "1e300"] {
                assert!(compare_text(&c, expected, actual).is_err(), "{expected} vs {actual}");
                assert!(compare_text(&c, actual, expected).is_err(), "{actual} vs {expected}");
            }
        }
        assert!(compare_text(&c, "inf", "inf").is_ok());
        assert!(compare_text(&c, "-inf", "-inf").is_ok());
        assert!(compare_text(&c, "inf", "-inf").is_err());
        assert!(compare_text(&c, "nan", "nan").is_ok());
        assert!(compare_text(&c, "inf", "nan").is_err());
        // Exact comparison is untouched: tokens compare as text.
        assert!(compare_text(&cmp(ComparatorKind::Exact), "1.5", "inf").is_err());
    }

    #[test]
    fn finite_values_past_the_f64_range_of_a_difference_are_not_close() {
        // 1e308 - (-1e308) overflows to inf: far apart, not within any tolerance.
        assert!(!close(1e308, -1e308, 1e-6));
        assert!(close(1e308, 1e308 * (1.0 + 1e-9), 1e-6));
    }

    proptest::proptest! {
        #[test]
        fn a_non_finite_actual_never_matches_a_finite_expected(
            e in proptest::num::f64::NORMAL | proptest::num::f64::SUBNORMAL | proptest::num::f64::ZERO,
            a in proptest::sample::select(vec![f64::INFINITY, f64::NEG_INFINITY, f64::NAN]),
            tol in 0.0f64..0.5,
        ) {
            proptest::prop_assert!(!close(e, a, tol));
            proptest::prop_assert!(!close(a, e, tol));
        }

        #[test]
        fn values_within_the_relative_tolerance_match(
            e in -1e300f64..1e300,
            k in -0.9f64..0.9,
        ) {
            let tol = 1e-6;
            proptest::prop_assert!(close(e, e * (1.0 + k * tol), tol));
        }
    }

    #[test]
    fn a_float_that_rounds_onto_a_64_bit_integer_is_not_that_integer() {
        let exact = cmp(ComparatorKind::Exact);
        let id: Value = serde_json::from_str("9007199254740993").unwrap();
        let rounded: Value = serde_json::from_str("9007199254740992.0").unwrap();
        assert!(compare_json(&exact, &id, &rounded).is_err());
        let big: Value = serde_json::from_str("1234567890123456789").unwrap();
        let as_float: Value = serde_json::from_str("1.234567890123456789e18").unwrap();
        assert!(compare_json(&exact, &big, &as_float).is_err());
        assert!(compare_json(&exact, &json!([big.clone()]), &json!([as_float])).is_err());
        assert!(compare_json(&exact, &big, &big).is_ok());
    }

    #[test]
    fn integers_past_i64_compare_exactly_not_as_f64() {
        let exact = cmp(ComparatorKind::Exact);
        let max = json!(u64::MAX);
        assert!(compare_json(&exact, &max, &json!(u64::MAX - 1)).is_err());
        assert!(compare_json(&exact, &max, &json!(u64::MAX)).is_ok());
        assert!(compare_json(&exact, &json!(-1), &max).is_err());
        let unordered = cmp(ComparatorKind::Unordered);
        assert!(
            compare_json(&unordered, &json!([u64::MAX, 1]), &json!([1, u64::MAX - 1])).is_err()
        );
    }

    #[test]
    fn small_integral_floats_still_equal_their_integer() {
        let exact = cmp(ComparatorKind::Exact);
        assert!(compare_json(&exact, &json!(3), &json!(3.0)).is_ok());
        assert!(compare_json(&exact, &json!(3.0), &json!(3)).is_ok());
        assert!(compare_json(&exact, &json!(3), &json!(3.5)).is_err());
        let float = cmp(ComparatorKind::Float);
        assert!(compare_json(&float, &json!(3), &json!(3.0000000001)).is_ok());
    }

    #[test]
    fn text_ignores_trailing_whitespace_only() {
        let c = cmp(ComparatorKind::Exact);
        assert!(compare_text(&c, "15\n5\n", "15  \n5\n\n").is_ok());
        assert!(compare_text(&c, "15\n5\n", "15\n6\n").unwrap_err().0.contains("line 2"));
    }
}
