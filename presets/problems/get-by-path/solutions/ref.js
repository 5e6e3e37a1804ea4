function get(obj, path, defaultValue) {
  // "a.b[0].c" -> ["a", "b", "0", "c"]; an array path is used as it is.
  const keys = Array.isArray(path) ? path.map(String) : String(path).match(/[^.[\]]+/g) || [];
  let cur = obj;
  for (const key of keys) {
    if (cur === null || cur === undefined) return defaultValue;
    cur = cur[key];
  }
  return cur === undefined ? defaultValue : cur;
}
