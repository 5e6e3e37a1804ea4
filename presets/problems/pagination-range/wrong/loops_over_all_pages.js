function paginationRange(current, total, siblings = 1) {
  if (total <= 0) return [];
  const cur = Math.min(Math.max(current, 1), total);
  const out = [];
  let gap = false;
  for (let p = 1; p <= total; p++) {
    const near = p === 1 || p === total || Math.abs(p - cur) <= siblings;
    const fillsOne =
      (p === 2 && cur - siblings === 3) || (p === total - 1 && cur + siblings === total - 2);
    if (near || fillsOne) {
      out.push(p);
      gap = false;
    } else if (!gap) {
      out.push("...");
      gap = true;
    }
  }
  return out;
}
