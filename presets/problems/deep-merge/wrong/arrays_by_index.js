// Treats arrays like objects and merges them index by index (lodash.merge's behaviour).
function deepMerge(...objects) {
  const isObj = (v) => v !== null && typeof v === "object" && (Array.isArray(v) || [Object.prototype, null].includes(Object.getPrototypeOf(v)));
  function into(target, source) {
    for (const key of Object.keys(source)) {
      if (key === "__proto__" || source[key] === undefined) continue;
      const v = source[key];
      if (isObj(v)) {
        const base = isObj(target[key]) && Array.isArray(target[key]) === Array.isArray(v) ? target[key] : Array.isArray(v) ? [] : {};
        target[key] = into(base, v);
      } else target[key] = v;
    }
    return target;
  }
  const result = {};
  for (const o of objects) if (isObj(o) && !Array.isArray(o)) into(result, o);
  return result;
}
