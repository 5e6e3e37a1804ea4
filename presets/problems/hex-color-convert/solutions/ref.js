function hexToRgba(hex) {
  if (typeof hex !== "string" || !/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join("");
  const byte = (i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  const a = digits.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1;
  return { r: byte(0), g: byte(1), b: byte(2), a };
}

function rgbaToHex({ r, g, b, a }) {
  const hex2 = (n) => Math.min(255, Math.max(0, Math.round(n))).toString(16).padStart(2, "0");
  let out = "#" + hex2(r) + hex2(g) + hex2(b);
  if (a !== undefined && a < 1) out += hex2(a * 255);
  return out;
}
