const UNITS = ["", "K", "M", "B", "T"];

function formatCompact(n) {
  if (n < 0) return "-" + formatCompact(-n);
  if (n < 1000) return String(n);
  // BigInt keeps n * 10 exact above 2^53, and integer rounding avoids 1.15 -> "1.1".
  const N = BigInt(n);
  let u = 1;
  while (u < UNITS.length - 1 && N >= 1000n ** BigInt(u + 1)) u++;
  for (;;) {
    const base = 1000n ** BigInt(u);
    if (N < 100n * base) {
      const tenths = (N * 10n) / base;
      const whole = tenths / 10n, frac = tenths % 10n;
      return (frac === 0n ? `${whole}` : `${whole}.${frac}`) + UNITS[u];
    }
    const rounded = (N + base / 2n) / base;
    if (rounded >= 1000n && u < UNITS.length - 1) { u++; continue; } // 999.95K is 1M
    return `${rounded}${UNITS[u]}`;
  }
}
