function createRowIndex(count, estimate) {
  const heights = [];
  const tree = [null]; // Fenwick tree, 1-based (index 0 unused): tree[k] sums rows (k - lowbit(k), k]

  function prefix(k) {
    let sum = 0;
    for (; k > 0; k -= k & -k) sum += tree[k];
    return sum;
  }

  function push(h) {
    heights.push(h);
    const k = heights.length;
    tree.push(h + prefix(k - 1) - prefix(k - (k & -k))); // O(log n) per appended row
  }

  function checkRow(i, last) {
    if (!Number.isInteger(i) || i < 0 || i > last) throw new RangeError(`row ${i} out of range`);
  }

  for (let i = 0; i < count; i++) push(estimate);

  return {
    count: () => heights.length,
    append(n) {
      for (let j = 0; j < n; j++) push(estimate);
    },
    setHeight(i, h) {
      checkRow(i, heights.length - 1);
      const delta = h - heights[i];
      heights[i] = h;
      for (let k = i + 1; k < tree.length; k += k & -k) tree[k] += delta;
    },
    offsetOf(i) {
      checkRow(i, heights.length);
      return prefix(i);
    },
    total: () => prefix(heights.length),
    indexAt(y) {
      const n = heights.length;
      // The largest pos < n with offsetOf(pos) <= y, by binary lifting over the tree: jump by
      // powers of two while the rows jumped over end at or before pixel y.
      let pos = 0;
      let rest = y;
      for (let step = 2 ** Math.floor(Math.log2(n)); step >= 1; step /= 2) {
        if (pos + step < n && tree[pos + step] <= rest) {
          pos += step;
          rest -= tree[pos];
        }
      }
      return n === 0 ? -1 : pos;
    },
  };
}
