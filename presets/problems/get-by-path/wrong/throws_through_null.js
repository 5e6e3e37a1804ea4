// Only checks for undefined in the middle: walking through null throws a TypeError.
function get(obj, path, defaultValue) {
  const keys = Array.isArray(path) ? path.map(String) : String(path).match(/[^.[\]]+/g) || [];
  let cur = obj;
  for (const key of keys) {
    if (cur === undefined) return defaultValue;
    cur = cur[key];
  }
  return cur === undefined ? defaultValue : cur;
}
