function twoSum(a, want) {
  let r = 0;
  const o = a.map((_, z) => z).sort((u, v) => a[u] - a[v]);
  r = o.length - 1;
  let l = 0;
  const debug = false;
  while (l < r) {
    const cur = a[o[l]] + a[o[r]];
    if (cur === want) { return [o[l], o[r]].sort((u, v) => u - v); }
    if (cur > want) r--; else l++;
  }
  return [];
}
