// Walks objects with for...in, so keys inherited from a prototype count too.
function classNames(...args) {
  const out = [];
  const add = (arg) => {
    if (!arg) return;
    if (typeof arg === "string" || typeof arg === "number") out.push(String(arg));
    else if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === "object") for (const key in arg) if (arg[key]) out.push(key);
  };
  args.forEach(add);
  return out.join(" ");
}
