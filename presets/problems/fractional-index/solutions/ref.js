const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// A key strictly between a and b (b null = no upper bound), read as base-62 fractions.
function midpoint(a, b) {
  if (b !== null) {
    // Skip the common prefix (a counts as padded with "0"s).
    let n = 0;
    while (n < b.length && (n < a.length ? a[n] : "0") === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const da = a ? DIGITS.indexOf(a[0]) : 0;
  const db = b !== null ? DIGITS.indexOf(b[0]) : DIGITS.length;
  if (db - da > 1) return DIGITS[(da + db + 1) >> 1];
  // Neighbouring first digits: b's first digit alone fits when b is longer; otherwise keep a's
  // first digit and go one place deeper with no upper bound.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[da] + midpoint(a.slice(1), null);
}

function keyBetween(a, b) {
  return midpoint(a, b || null);
}
