// Keeps plain prefix sums and rebuilds them after every change: O(n) per setHeight.
function createRowIndex(count, estimate) {
  const heights = Array(count).fill(estimate);
  let prefix = [];
  const rebuild = () => {
    prefix = [0];
    for (const h of heights) prefix.push(prefix[prefix.length - 1] + h);
  };
  rebuild();
  const check = (i, last) => {
    if (!Number.isInteger(i) || i < 0 || i > last) throw new RangeError("out of range");
  };
  return {
    count: () => heights.length,
    append(n) {
      for (let j = 0; j < n; j++) heights.push(estimate);
      rebuild();
    },
    setHeight(i, h) {
      check(i, heights.length - 1);
      heights[i] = h;
      rebuild();
    },
    offsetOf(i) {
      check(i, heights.length);
      return prefix[i];
    },
    total: () => prefix[heights.length],
    indexAt(y) {
      const n = heights.length;
      if (n === 0) return -1;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (prefix[mid] <= y) lo = mid;
        else hi = mid - 1;
      }
      return Math.min(lo, n - 1);
    },
  };
}
