function selectByDrag(items, from, to, mode = "intersect") {
  // The drag may go in any direction: normalise it to left/top/right/bottom.
  const left = Math.min(from.x, to.x);
  const right = Math.max(from.x, to.x);
  const top = Math.min(from.y, to.y);
  const bottom = Math.max(from.y, to.y);
  const hit = (r) => {
    const rRight = r.x + r.width;
    const rBottom = r.y + r.height;
    if (mode === "contain") return r.x >= left && rRight <= right && r.y >= top && rBottom <= bottom;
    // Overlap with positive area: touching edges do not count.
    return r.x < right && rRight > left && r.y < bottom && rBottom > top;
  };
  return items.filter(hit).map((r) => r.id);
}
