function deepEqual(a, b, inProgress = new Map()) {
  if (typeof a === "number" && typeof b === "number") return a === b || (a !== a && b !== b);
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;

  // A pair met again while it is still being compared is assumed equal (cycles).
  let partners = inProgress.get(a);
  if (partners && partners.has(b)) return true;
  if (!partners) inProgress.set(a, (partners = new Set()));
  partners.add(b);

  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RegExp) return a.source === b.source && a.flags === b.flags;
  if (a instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) {
      if (!b.has(k) || !deepEqual(v, b.get(k), inProgress)) return false;
    }
    return true;
  }
  if (a instanceof Set) {
    if (a.size !== b.size) return false;
    for (const member of a) if (!b.has(member)) return false;
    return true;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!Object.prototype.propertyIsEnumerable.call(b, key)) return false;
    if (!deepEqual(a[key], b[key], inProgress)) return false;
  }
  return true;
}
