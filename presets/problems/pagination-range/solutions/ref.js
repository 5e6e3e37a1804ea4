function paginationRange(current, total, siblings = 1) {
  if (total <= 0) return [];
  const cur = Math.min(Math.max(current, 1), total);
  const pages = [1];
  const from = Math.max(cur - siblings, 2);
  const to = Math.min(cur + siblings, total - 1);
  for (let p = from; p <= to; p++) pages.push(p);
  if (total > 1) pages.push(total);
  const out = [];
  let prev = 0;
  for (const p of pages) {
    const gap = p - prev;
    if (gap === 2) out.push(prev + 1);
    else if (gap !== 1) out.push("...");
    out.push(p);
    prev = p;
  }
  return out;
}
