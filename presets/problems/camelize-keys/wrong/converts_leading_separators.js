function camelizeKey(key) {
  // Separators at either end stay; inside, a run of them goes and the next character is upper-cased.
  return key.replace(/[_-]+([^_-])/g, (_, ch) => ch.toUpperCase()); // "_id" becomes "Id"
}

function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function camelizeKeys(value) {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value)) out[camelizeKey(key)] = camelizeKeys(value[key]);
  return out;
}
