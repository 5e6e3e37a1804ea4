function createScrollSpy(sections, options = {}) {
  const { offset = 0, documentHeight } = options;
  const tops = sections.map((s) => s.top);
  return function active(scrollTop, viewportHeight) {
    if (sections.length === 0) return null;
    const line = scrollTop + offset;
    let lo = 0;
    let hi = tops.length; // first index with top > line
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tops[mid] <= line) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : sections[lo - 1].id;
  };
}
