function formatNumber(value, options = {}) {
  const { decimals = 0, separator = ",", point = "." } = options;
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "∞";
  if (value === -Infinity) return "-∞";
  const scale = 10 ** decimals;
  const rounded = Math.round(value * scale) / scale; // -2.5 rounds to -2
  const fixed = Math.abs(rounded).toFixed(decimals);
  const [whole, fraction] = fixed.split(".");
  let grouped = "";
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += separator;
    grouped += whole[i];
  }
  const negative = rounded < 0;
  return (negative ? "-" : "") + grouped + (fraction === undefined ? "" : point + fraction);
}
