const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn digit(c: u8) -> usize {
    DIGITS.iter().position(|&d| d == c).unwrap_or(0)
}

/// A key strictly between a and b (b None = no upper bound), read as base-62 fractions.
fn midpoint(a: &[u8], b: Option<&[u8]>, out: &mut Vec<u8>) {
    if let Some(b) = b {
        // Skip the common prefix (a counts as padded with "0"s).
        let mut n = 0;
        while n < b.len() && *a.get(n).unwrap_or(&b'0') == b[n] {
            n += 1;
        }
        if n > 0 {
            out.extend_from_slice(&b[..n]);
            let rest = if n < a.len() { &a[n..] } else { &[][..] };
            return midpoint(rest, Some(&b[n..]), out);
        }
    }
    let da = a.first().map_or(0, |&c| digit(c));
    let db = b.map_or(DIGITS.len(), |b| digit(b[0]));
    if db - da > 1 {
        out.push(DIGITS[(da + db + 1) / 2]);
        return;
    }
    // Neighbouring first digits: b's first digit alone fits when b is longer; otherwise keep a's
    // first digit and go one place deeper with no upper bound.
    if let Some(b) = b.filter(|b| b.len() > 1) {
        out.push(b[0]);
        return;
    }
    out.push(DIGITS[da]);
    let rest = if a.is_empty() { &[][..] } else { &a[1..] };
    midpoint(rest, None, out);
}

impl Solution {
    pub fn key_between(a: String, b: String) -> String {
        let mut out = Vec::new();
        let upper = if b.is_empty() { None } else { Some(b.as_bytes()) };
        midpoint(a.as_bytes(), upper, &mut out);
        String::from_utf8(out).unwrap_or_default()
    }
}
