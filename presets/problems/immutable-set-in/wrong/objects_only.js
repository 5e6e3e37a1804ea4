function setIn(state, path, value) {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const isContainer = state !== null && typeof state === "object";
  const child = isContainer ? state[key] : undefined;
  const next = setIn(child, rest, value);
  if (isContainer && key in state && Object.is(next, child)) return state;
  const copy = isContainer ? { ...state } : {}; // arrays become objects
  copy[key] = next;
  return copy;
}
