// Splits on dots only: "list[1]" is looked up as a key named "list[1]".
function get(obj, path, defaultValue) {
  const keys = Array.isArray(path) ? path.map(String) : path === "" ? [] : String(path).split(".");
  let cur = obj;
  for (const key of keys) {
    if (cur === null || cur === undefined) return defaultValue;
    cur = cur[key];
  }
  return cur === undefined ? defaultValue : cur;
}
