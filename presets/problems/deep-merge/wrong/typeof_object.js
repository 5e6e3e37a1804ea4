// Anything with typeof "object" counts as mergeable: Dates, Maps and class instances are
// turned into plain objects.
function deepMerge(...objects) {
  const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  const copy = (v) => (Array.isArray(v) ? v.map(copy) : isObj(v) ? into({}, v) : v);
  function into(target, source) {
    for (const key of Object.keys(source)) {
      if (key === "__proto__" || source[key] === undefined) continue;
      const v = source[key];
      if (isObj(v) && isObj(target[key])) into(target[key], v);
      else target[key] = copy(v);
    }
    return target;
  }
  const result = {};
  for (const o of objects) if (isObj(o)) into(result, o);
  return result;
}
