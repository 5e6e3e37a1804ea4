function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function copy(value) {
  if (Array.isArray(value)) return value.map(copy);
  if (isPlainObject(value)) return mergeInto({}, value);
  return value;
}
// No guard for the "__proto__" key: a parsed {"__proto__": {...}} reaches Object.prototype.
function mergeInto(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value === undefined) continue;
    if (isPlainObject(value) && isPlainObject(target[key])) mergeInto(target[key], value);
    else target[key] = copy(value);
  }
  return target;
}
function deepMerge(...objects) {
  const result = {};
  for (const object of objects) if (isPlainObject(object)) mergeInto(result, object);
  return result;
}
