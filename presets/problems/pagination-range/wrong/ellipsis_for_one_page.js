function paginationRange(current, total, siblings = 1) {
  if (total <= 0) return [];
  const cur = Math.min(Math.max(current, 1), total);
  const pages = [1];
  for (let p = Math.max(cur - siblings, 2); p <= Math.min(cur + siblings, total - 1); p++) pages.push(p);
  if (total > 1) pages.push(total);
  const out = [];
  let prev = 0;
  for (const p of pages) {
    if (p - prev > 1 && prev > 0) out.push("...");
    out.push(p);
    prev = p;
  }
  return out;
}
