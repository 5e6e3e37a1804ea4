function setIn(state, path, value) {
  if (path.length === 0) return value;
  let node = state;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (node[key] === null || typeof node[key] !== "object") node[key] = typeof path[i + 1] === "number" ? [] : {};
    node = node[key];
  }
  node[path[path.length - 1]] = value; // the caller's object changes
  return state;
}
