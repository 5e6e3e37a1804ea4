function classNames(...args) {
  const out = [];
  const add = (arg) => {
    if (!arg) return; // "", 0, null, undefined, false, NaN
    if (typeof arg === "string" || typeof arg === "number") out.push(String(arg));
    else if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === "object") {
      // Own keys only: a key inherited from a prototype is not a class the caller asked for.
      for (const key of Object.keys(arg)) if (arg[key]) out.push(key);
    }
  };
  args.forEach(add);
  return out.join(" ");
}
