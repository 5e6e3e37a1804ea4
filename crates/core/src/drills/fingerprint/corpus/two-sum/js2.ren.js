function twoSum(values, goal) {
  // indices ordered by value, then squeeze from both ends
  const order = values.map((_, k) => k).sort((x, y) => values[x] - values[y]);
  let lo = 0;
  let hi = order.length - 1;
  while (lo < hi) {
    const s = values[order[lo]] + values[order[hi]];
    if (s === goal) return [order[lo], order[hi]].sort((x, y) => x - y);
    if (s < goal) lo++; // need more
    else hi--;
  }
  return [];
}
