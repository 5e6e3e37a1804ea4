function camelizeKey(key) {
  // Separators at either end stay; inside, a run of them goes and the next character is upper-cased.
  const [, lead, body, trail] = /^([_-]*)([\s\S]*?)([_-]*)$/.exec(key);
  return lead + body.replace(/[_-]+([^_-])/g, (_, ch) => ch.toUpperCase()) + trail;
}

function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function camelizeKeys(value) {
  if (!isPlainObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value)) out[camelizeKey(key)] = camelizeKeys(value[key]);
  return out;
}
