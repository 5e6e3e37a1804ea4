function parseQuery(qs) {
  const result = Object.create(null); // no prototype: "__proto__" or "constructor" are plain keys
  const decode = (text) => {
    const spaced = text.replace(/\+/g, " ");
    try {
      return decodeURIComponent(spaced);
    } catch {
      return spaced; // malformed %-escape or invalid UTF-8: keep as written
    }
  };
  const body = qs.startsWith("?") ? qs.slice(1) : qs;
  for (const piece of body.split("&")) {
    if (!piece) continue;
    const eq = piece.indexOf("=");
    const rawKey = eq === -1 ? piece : piece.slice(0, eq);
    if (!rawKey) continue;
    const key = decode(rawKey);
    const value = eq === -1 ? "" : decode(piece.slice(eq + 1));
    const seen = result[key];
    if (seen === undefined) result[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else result[key] = [seen, value];
  }
  return result;
}
