function selectByDrag(items, from, to, mode = "intersect") {
  // The drag may go in any direction: normalise it to left/top/right/bottom.
  const left = from.x; // assumes a drag towards the bottom right
  const right = to.x;
  const top = from.y;
  const bottom = to.y;
  const hit = (r) => {
    const rRight = r.x + r.width;
    const rBottom = r.y + r.height;
    if (mode === "contain") return r.x >= left && rRight <= right && r.y >= top && rBottom <= bottom;
    // Overlap with positive area: touching edges do not count.
    return r.x < right && rRight > left && r.y < bottom && rBottom > top;
  };
  return items.filter(hit).map((r) => r.id);
}
