const UNITS = ["", "K", "M", "B", "T"];

function formatCompact(n) {
  if (n < 0) return "-" + formatCompact(-n);
  if (n < 1000) return String(n);
  let u = 0;
  while (u < UNITS.length - 1 && n >= 1000 ** (u + 1)) u++;
  let v = n / 1000 ** u;
  if (v >= 100 && Math.round(v) >= 1000 && u < UNITS.length - 1) { u++; v = n / 1000 ** u; }
  const text = v >= 100 ? String(Math.round(v)) : v.toFixed(1).replace(/\.0$/, "");
  return text + UNITS[u];
}
