function visibleRange(heights, queries) {
  // tops[i] = where item i starts; tops[n] = total height.
  const n = heights.length;
  const tops = new Array(n + 1);
  tops[0] = 0;
  for (let i = 0; i < n; i++) tops[i + 1] = tops[i] + heights[i];
  // Index of the last top <= y.
  const lastTopAtOrAbove = (y) => {
    let lo = 0;
    let hi = n + 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (tops[mid] <= y) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  return queries.map(([scrollTop, viewport, overscan]) => {
    if (scrollTop >= tops[n]) return [-1, -1, -1];
    const first = lastTopAtOrAbove(scrollTop);
    const last = Math.min(n - 1, lastTopAtOrAbove(scrollTop + viewport - 1));
    const start = Math.max(0, first - overscan);
    const end = Math.min(n - 1, last + overscan);
    return [start, end, tops[start]];
  });
}
