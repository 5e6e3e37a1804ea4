function masonry(heights, columns, gap) {
  const col = new Array(columns).fill(0);
  const used = new Array(columns).fill(false);
  const positions = [];
  for (const h of heights) {
    let best = 0;
    for (let c = 1; c < columns; c++) if (col[c] <= col[best]) best = c; // strict: ties keep the leftmost
    positions.push([best, col[best]]);
    col[best] += h + gap;
    used[best] = true;
  }
  let height = 0;
  for (let c = 0; c < columns; c++) if (used[c]) height = Math.max(height, col[c] - gap);
  return { positions, height };
}
