function createScrollSpy(sections, options = {}) {
  const { offset = 0, documentHeight } = options;
  const tops = sections.map((s) => s.top);
  return function active(scrollTop, viewportHeight) {
    if (sections.length === 0) return null;
    if (documentHeight !== undefined && scrollTop + viewportHeight >= documentHeight) {
      return sections[sections.length - 1].id; // scrolled to the bottom
    }
    const line = scrollTop + offset;
    let lo = 0;
    for (let i = 0; i < tops.length; i++) if (tops[i] <= line) lo = i + 1; // O(n) per call
    return lo === 0 ? null : sections[lo - 1].id;
  };
}
