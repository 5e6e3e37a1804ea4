function resolveResponsive(value, width, breakpoints) {
  if (value === null || typeof value !== "object") return value; // the same at every width
  // "base" (from 0) and the named breakpoints, smallest minimum width first.
  const names = ["base", ...Object.keys(breakpoints).sort((a, b) => breakpoints[a] - breakpoints[b])];
  const minOf = (name) => (name === "base" ? -Infinity : breakpoints[name]); // a breakpoint starts just above its width
  const at = Array.isArray(value) ? (name, i) => value[i] : (name) => (Object.hasOwn(value, name) ? value[name] : undefined);
  let result;
  names.forEach((name, i) => {
    const v = at(name, i);
    if (minOf(name) < width && v !== null && v !== undefined) result = v; // mobile first: later wins
  });
  return result;
}
