// Trusts parseInt to validate: it stops at the first bad digit instead of failing.
function hexToRgba(hex) {
  if (typeof hex !== "string" || hex[0] !== "#" || ![4, 5, 7, 9].includes(hex.length)) return null;
  let d = hex.slice(1);
  if (d.length <= 4) d = [...d].map((c) => c + c).join("");
  const byte = (i) => parseInt(d.slice(2 * i, 2 * i + 2), 16);
  if ([0, 1, 2].some((i) => Number.isNaN(byte(i)))) return null;
  return { r: byte(0), g: byte(1), b: byte(2), a: d.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1 };
}
function rgbaToHex({ r, g, b, a = 1 }) {
  const hex2 = (n) => Math.min(255, Math.max(0, Math.round(n))).toString(16).padStart(2, "0");
  return "#" + hex2(r) + hex2(g) + hex2(b) + (a < 1 ? hex2(a * 255) : "");
}
