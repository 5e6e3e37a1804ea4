// Flattens one level of arrays only, and only strings in them.
function classNames(...args) {
  const out = [];
  for (const arg of args) {
    if (!arg) continue;
    if (typeof arg === "string" || typeof arg === "number") out.push(String(arg));
    else if (Array.isArray(arg)) arg.forEach((x) => typeof x === "string" && x && out.push(x));
    else if (typeof arg === "object") for (const key of Object.keys(arg)) if (arg[key]) out.push(key);
  }
  return out.join(" ");
}
