const isMissing = (v) => v === null || v === undefined || Number.isNaN(v);

// Present values in ascending order: numbers before strings, strings ignoring case.
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

function sortRows(rows, sortBy) {
  const compare = (x, y) => {
    for (const { key, dir } of sortBy) {
      const a = x[key];
      const b = y[key];
      const ma = isMissing(a);
      const mb = isMissing(b);
      let c;
      if (ma || mb) {
        if (ma && mb) continue;
        c = ma ? 1 : -1; // then flipped by desc like any other value
      } else c = compareValues(a, b);
      if (c !== 0) return dir === "desc" ? -c : c;
    }
    return 0;
  };
  return rows.slice().sort(compare); // Array.prototype.sort is stable: full ties keep their order
}
