function formatNumber(value, options = {}) {
  const { decimals = 0, separator = ",", point = "." } = options;
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "∞";
  if (value === -Infinity) return "-∞";
  const fixed = Math.abs(value).toFixed(decimals);
  // the lookahead also matches runs of digits after the point
  const grouped = fixed.replace(/\B(?=(\d{3})+(?!\d))/g, "\u0000").replace(".", point).split("\u0000").join(separator);
  const negative = value < 0 && /[1-9]/.test(fixed);
  return (negative ? "-" : "") + grouped;
}
