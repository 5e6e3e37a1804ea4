function isPlain(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));
}
// Merges into the first argument (as Object.assign does) instead of a new object.
function deepMerge(target, ...sources) {
  if (!isPlain(target)) target = {};
  for (const source of sources) {
    if (!isPlain(source)) continue;
    for (const key of Object.keys(source)) {
      if (key === "__proto__" || source[key] === undefined) continue;
      if (isPlain(source[key]) && isPlain(target[key])) target[key] = deepMerge(target[key], source[key]);
      else if (isPlain(source[key])) target[key] = deepMerge({}, source[key]);
      else if (Array.isArray(source[key])) target[key] = source[key].map((x) => (isPlain(x) ? deepMerge({}, x) : x));
      else target[key] = source[key];
    }
  }
  return target;
}
