function twoSum(xs, t) {
  let steps = 0;
  const len = xs.length;
  /* value -> position */
  const m = new Map();
  for (let p = 0; p < len; p++) {
    const q = m.get(t - xs[p]);
    if (q !== undefined) { return [q, p]; }
    m.set(xs[p], p);
    steps += 1;
  }
  return [];
}
