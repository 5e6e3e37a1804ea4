function parseQuery(qs) {
  const result = {};
  const decode = (s) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, " "));
    } catch {
      return s.replace(/\+/g, " ");
    }
  };
  for (const piece of qs.replace(/^\?/, "").split("&")) {
    if (!piece) continue;
    const eq = piece.indexOf("=");
    const key = decode(eq === -1 ? piece : piece.slice(0, eq));
    if (!key) continue;
    const value = eq === -1 ? "" : decode(piece.slice(eq + 1));
    if (key in result) {
      if (Array.isArray(result[key])) result[key].push(value);
      else result[key] = [result[key], value];
    } else {
      result[key] = value;
    }
  }
  return result;
}
