function formatNumber(value, options = {}) {
  const { decimals = 0, separator = ",", point = "." } = options;
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "∞";
  if (value === -Infinity) return "-∞";
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  let grouped = "";
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += separator;
    grouped += whole[i];
  }
  const negative = value < 0; // -0.001 becomes "-0.00"
  return (negative ? "-" : "") + grouped + (fraction === undefined ? "" : point + fraction);
}
