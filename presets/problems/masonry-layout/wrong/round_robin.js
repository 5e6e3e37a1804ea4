function masonry(heights, columns, gap) {
  const col = new Array(columns).fill(0);
  const positions = [];
  heights.forEach((h, i) => {
    const c = i % columns;
    positions.push([c, col[c]]);
    col[c] += h + gap;
  });
  let height = 0;
  for (let c = 0; c < columns && c < heights.length; c++) height = Math.max(height, col[c] - gap);
  return { positions, height };
}
