const LEGACY_PSEUDO_ELEMENTS: [&str; 4] = ["before", "after", "first-line", "first-letter"];

fn is_name(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

fn name_end(s: &[u8], mut j: usize) -> usize {
    while j < s.len() && is_name(s[j]) {
        j += 1;
    }
    j
}

/// (ids, classes/attributes/pseudo-classes, types/pseudo-elements) of one selector (ASCII).
fn specificity(s: &[u8]) -> (i32, i32, i32) {
    let (mut a, mut b, mut c) = (0, 0, 0);
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'#' => {
                a += 1;
                i = name_end(s, i + 1);
            }
            b'.' => {
                b += 1;
                i = name_end(s, i + 1);
            }
            b'[' => {
                b += 1;
                while i < s.len() && s[i] != b']' {
                    i += 1;
                }
                i += 1;
            }
            b':' if s.get(i + 1) == Some(&b':') => {
                c += 1;
                i = name_end(s, i + 2);
            }
            b':' => {
                let end = name_end(s, i + 1);
                let name = &s[i + 1..end];
                if name == b"not" {
                    // :not() adds its argument's specificity and nothing of its own.
                    let (mut depth, mut j) = (1, end + 1);
                    while depth > 0 && j < s.len() {
                        match s[j] {
                            b'(' => depth += 1,
                            b')' => depth -= 1,
                            _ => {}
                        }
                        j += 1;
                    }
                    let (ia, ib, ic) = specificity(&s[end + 1..j - 1]);
                    a += ia;
                    b += ib;
                    c += ic;
                    i = j;
                } else {
                    if LEGACY_PSEUDO_ELEMENTS.iter().any(|p| p.as_bytes() == name) {
                        c += 1;
                    } else {
                        b += 1;
                    }
                    i = end;
                }
            }
            ch if is_name(ch) => {
                c += 1;
                i = name_end(s, i);
            }
            _ => i += 1, // "*", whitespace and combinators count for nothing
        }
    }
    (a, b, c)
}

impl Solution {
    pub fn cascade_winner(selectors: Vec<String>) -> i32 {
        let mut best = 0;
        let mut best_spec = specificity(selectors[0].as_bytes());
        for (i, sel) in selectors.iter().enumerate().skip(1) {
            let spec = specificity(sel.as_bytes());
            if spec >= best_spec {
                best = i; // a later rule wins a tie
                best_spec = spec;
            }
        }
        best as i32
    }
}
