// Skips only null/undefined/false/"": the number 0 (and NaN) become classes.
function classNames(...args) {
  const out = [];
  const add = (arg) => {
    if (arg === null || arg === undefined || arg === false || arg === "") return;
    if (typeof arg === "string" || typeof arg === "number") out.push(String(arg));
    else if (Array.isArray(arg)) arg.forEach(add);
    else if (typeof arg === "object") for (const key of Object.keys(arg)) if (arg[key]) out.push(key);
  };
  args.forEach(add);
  return out.join(" ");
}
