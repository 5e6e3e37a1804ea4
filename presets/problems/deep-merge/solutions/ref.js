function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copy(value) {
  if (Array.isArray(value)) return value.map(copy);
  if (isPlainObject(value)) return mergeInto({}, value);
  return value; // primitives, functions, Dates, Maps, class instances: kept as they are
}

function mergeInto(target, source) {
  for (const key of Object.keys(source)) {
    if (key === "__proto__") continue;
    const value = source[key];
    if (value === undefined) continue;
    if (isPlainObject(value) && isPlainObject(target[key])) mergeInto(target[key], value);
    else target[key] = copy(value);
  }
  return target;
}

function deepMerge(...objects) {
  const result = {};
  for (const object of objects) {
    if (isPlainObject(object)) mergeInto(result, object);
  }
  return result;
}
