function setIn(state, path, value) {
  if (path.length === 0) return value;
  const clone = (x) => (x === null || typeof x !== "object" ? x : Array.isArray(x) ? x.map(clone) : Object.fromEntries(Object.entries(x).map(([k, v]) => [k, clone(v)])));
  const root = clone(state); // every subtree gets a new identity
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (node[key] === null || typeof node[key] !== "object") node[key] = typeof path[i + 1] === "number" ? [] : {};
    node = node[key];
  }
  const last = path[path.length - 1];
  if (Object.is(node[last], value) && last in node) return state;
  node[last] = value;
  return root;
}
