// Reads "#rgb" as if each digit were a whole byte.
function hexToRgba(hex) {
  if (typeof hex !== "string" || !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const d = hex.slice(1);
  if (d.length <= 4) {
    const v = [...d].map((c) => parseInt(c, 16));
    return { r: v[0], g: v[1], b: v[2], a: d.length === 4 ? Math.round((v[3] / 15) * 100) / 100 : 1 };
  }
  const byte = (i) => parseInt(d.slice(2 * i, 2 * i + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: d.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1 };
}
function rgbaToHex({ r, g, b, a = 1 }) {
  const hex2 = (n) => Math.min(255, Math.max(0, Math.round(n))).toString(16).padStart(2, "0");
  return "#" + hex2(r) + hex2(g) + hex2(b) + (a < 1 ? hex2(a * 255) : "");
}
