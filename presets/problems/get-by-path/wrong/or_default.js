// Uses `|| defaultValue`: every falsy value (0, false, "", null) is replaced by the default.
function get(obj, path, defaultValue) {
  const keys = Array.isArray(path) ? path.map(String) : String(path).match(/[^.[\]]+/g) || [];
  let cur = obj;
  for (const key of keys) {
    if (cur === null || cur === undefined) return defaultValue;
    cur = cur[key];
  }
  return cur || defaultValue;
}
