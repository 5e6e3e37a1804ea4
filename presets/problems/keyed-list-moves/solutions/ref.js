function reconcileOps(oldKeys, newKeys) {
  // The shared elements that stay keep their old order: at most the longest increasing
  // subsequence of their old indices, read in new order, can stay.
  const where = new Map();
  oldKeys.forEach((k, i) => where.set(k, i));
  const newSet = new Set(newKeys);
  let removed = 0;
  for (const k of oldKeys) if (!newSet.has(k)) removed++;
  const seq = [];
  for (const k of newKeys) if (where.has(k)) seq.push(where.get(k));
  const tails = [];
  for (const x of seq) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
  }
  return [removed, newKeys.length - seq.length, seq.length - tails.length];
}
