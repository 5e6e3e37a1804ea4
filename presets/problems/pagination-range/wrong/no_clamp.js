function paginationRange(current, total, siblings = 1) {
  if (total <= 0) return [];
  const set = new Set([1, total]);
  for (let p = current - siblings; p <= current + siblings; p++) set.add(p);
  const pages = [...set].sort((a, b) => a - b);
  const out = [];
  let prev = null;
  for (const p of pages) {
    if (prev !== null && p - prev === 2) out.push(prev + 1);
    else if (prev !== null && p - prev > 2) out.push("...");
    out.push(p);
    prev = p;
  }
  return out;
}
