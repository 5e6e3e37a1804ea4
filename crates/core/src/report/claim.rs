//! The time complexity a candidate claims in their own words (`O(n)`, `时间复杂度 O(n log n)`), read
//! deterministically so the report can set it beside what the judge measured.
//!
//! Rules: only big-O forms are read (`O(1)`, `O(log n)`, `O(n)`, `O(n log n)`, `O(n^2)`, `O(n²)`,
//! `O(n^3)`, `O(2^n)`); clauses about space or about a brute force / naive approach are skipped
//! (`O(n) time, O(1) space` claims O(n); `brute force is O(n^2), mine is O(n)` claims O(n)); the
//! last claim left is the one that counts.

/// A claimed time complexity and the growth exponent it stands for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Claim {
    /// As written, normalised: `O(n log n)`.
    pub text: String,
    /// 0 for O(1) and O(log n), 1 for O(n) and O(n log n), 2 for O(n^2), …
    pub exponent: f64,
}

/// How far a measured exponent may be from the claimed one and still agree.
pub(crate) const TOLERANCE: f64 = 0.6;

const SKIP: &[&str] =
    &["space", "memory", "extra", "brute", "naive", "空间", "内存", "暴力", "朴素"];

/// The last time-complexity claim in `texts`, if any.
pub(crate) fn time_claim(texts: &[&str]) -> Option<Claim> {
    let mut last = None;
    for text in texts {
        for clause in text.split([',', ';', '.', '，', '。', '；', '\n']) {
            let lower = clause.to_lowercase();
            if SKIP.iter().any(|w| lower.contains(w)) {
                continue;
            }
            for inner in big_o_bodies(&lower) {
                if let Some(claim) = parse_body(&inner) {
                    last = Some(claim);
                }
            }
        }
    }
    last
}

/// The text inside each `o(…)` / `o（…）` of a lower-case clause.
fn big_o_bodies(lower: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = lower;
    while let Some(i) = rest.find("o(").or_else(|| rest.find("o（")) {
        let open = if rest[i..].starts_with("o(") { 2 } else { "o（".len() };
        let after = &rest[i + open..];
        // A letter right before `o` means a word such as `also(`: not a big-O.
        let word_before = rest[..i].chars().next_back().is_some_and(|c| c.is_ascii_alphabetic());
        match after.find([')', '）']) {
            Some(end) if !word_before => out.push(after[..end].to_string()),
            _ => {}
        }
        rest = after;
    }
    out
}

fn parse_body(inner: &str) -> Option<Claim> {
    let k: String = inner.chars().filter(|c| !c.is_whitespace() && !"*·×".contains(*c)).collect();
    let (text, exponent) = match k.as_str() {
        "1" => ("O(1)", 0.0),
        "logn" | "log(n)" | "lgn" => ("O(log n)", 0.0),
        "n" | "n+m" | "m+n" => ("O(n)", 1.0),
        "nlogn" | "nlog(n)" | "nlgn" => ("O(n log n)", 1.0),
        "n^2" | "n²" | "n2" | "nn" => ("O(n^2)", 2.0),
        "n^3" | "n³" | "n3" => ("O(n^3)", 3.0),
        "2^n" | "2ⁿ" => ("O(2^n)", 10.0),
        _ => return None,
    };
    Some(Claim { text: text.to_string(), exponent })
}

/// Whether a claimed exponent agrees with the one the judge measured.
pub(crate) fn agrees(claimed: f64, measured: f64) -> bool {
    (measured - claimed).abs() < TOLERANCE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claim(text: &str) -> Option<String> {
        time_claim(&[text]).map(|c| c.text)
    }

    #[test]
    fn reads_the_common_forms_in_english_and_chinese() {
        assert_eq!(claim("It runs in O(n) overall"), Some("O(n)".into()));
        assert_eq!(claim("时间复杂度 O(n log n)"), Some("O(n log n)".into()));
        assert_eq!(claim("that is O(N²)"), Some("O(n^2)".into()));
        assert_eq!(claim("时间复杂度为 O（n）"), Some("O(n)".into()));
        assert_eq!(claim("no claim here, also(n) is not one"), None);
    }

    #[test]
    fn space_and_brute_force_clauses_do_not_count() {
        assert_eq!(claim("O(n) time, O(1) space"), Some("O(n)".into()));
        assert_eq!(claim("brute force is O(n^2); mine is O(n)"), Some("O(n)".into()));
        assert_eq!(claim("暴力是 O(n^2)，哈希表做法 O(n)，空间 O(n)"), Some("O(n)".into()));
    }

    #[test]
    fn a_linear_claim_disagrees_with_a_quadratic_measurement() {
        assert!(!agrees(1.0, 1.93));
        assert!(agrees(1.0, 1.15));
    }
}
