function hexToRgba(hex) {
  if (typeof hex !== "string" || !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  let d = hex.slice(1);
  if (d.length <= 4) d = [...d].map((c) => c + c).join("");
  const byte = (i) => parseInt(d.slice(2 * i, 2 * i + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: d.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1 };
}
// toString(16) without padStart: 5 becomes "5", not "05".
function rgbaToHex({ r, g, b, a = 1 }) {
  const hex2 = (n) => Math.min(255, Math.max(0, Math.round(n))).toString(16);
  return "#" + hex2(r) + hex2(g) + hex2(b) + (a < 1 ? hex2(a * 255) : "");
}
