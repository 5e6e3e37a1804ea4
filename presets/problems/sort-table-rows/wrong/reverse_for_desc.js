const isMissing = (v) => v === null || v === undefined || Number.isNaN(v);

function compareValues(a, b) {
  const ta = typeof a === "number" ? 0 : 1;
  const tb = typeof b === "number" ? 0 : 1;
  if (ta !== tb) return ta - tb;
  if (ta === 1) {
    a = a.toLowerCase();
    b = b.toLowerCase();
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// Sorts ascending key by key from the last, and reverses the array for a descending key:
// rows that tie get reversed too, so the sort is no longer stable.
function sortRows(rows, sortBy) {
  let out = rows.slice();
  for (const { key, dir } of sortBy.slice().reverse()) {
    const present = out.filter((r) => !isMissing(r[key]));
    const missing = out.filter((r) => isMissing(r[key]));
    present.sort((x, y) => compareValues(x[key], y[key]));
    if (dir === "desc") present.reverse();
    out = present.concat(missing);
  }
  return out;
}
