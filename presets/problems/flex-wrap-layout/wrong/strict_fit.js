function layoutFlex(width, gap, items) {
  const norm = items.map((it) => ({
    basis: it.basis,
    grow: it.grow || 0,
    min: it.min || 0,
    max: it.max === undefined ? Infinity : it.max,
  }));
  const clamp = (v, it) => Math.max(it.min, Math.min(it.max, v));
  const hyp = norm.map((it) => clamp(it.basis, it));

  // 1. Break into lines by hypothetical sizes (an item always fits on an empty line).
  const lines = [];
  let cur = [], used = 0;
  norm.forEach((_, i) => {
    const need = (cur.length ? gap : 0) + hyp[i];
    if (cur.length && used + need >= width) { lines.push(cur); cur = []; used = 0; }
    used += (cur.length ? gap : 0) + hyp[i];
    cur.push(i);
  });
  if (cur.length) lines.push(cur);

  // 2. Grow each line, freezing items that hit min/max until the distribution is stable.
  return lines.map((line) => {
    const inner = width - gap * (line.length - 1);
    const size = new Map();
    const free = inner - line.reduce((s, i) => s + hyp[i], 0);
    const growSum = line.reduce((s, i) => s + norm[i].grow, 0);
    if (free <= 0 || growSum === 0) line.forEach((i) => size.set(i, hyp[i]));
    else {
      line.forEach((i) => { if (norm[i].grow === 0) size.set(i, hyp[i]); });
      for (;;) {
        const open = line.filter((i) => !size.has(i));
        if (!open.length) break;
        let rem = inner;
        for (const i of line) rem -= size.has(i) ? size.get(i) : norm[i].basis;
        const sg = open.reduce((s, i) => s + norm[i].grow, 0);
        const target = new Map(open.map((i) => [i, norm[i].basis + (rem * norm[i].grow) / sg]));
        let violation = 0;
        for (const i of open) violation += clamp(target.get(i), norm[i]) - target.get(i);
        if (Math.abs(violation) < 1e-9) {
          for (const i of open) size.set(i, clamp(target.get(i), norm[i]));
          break;
        }
        for (const i of open) {
          const c = clamp(target.get(i), norm[i]);
          if ((violation > 0 && c > target.get(i)) || (violation < 0 && c < target.get(i))) size.set(i, c);
        }
      }
    }
    let x = 0;
    return line.map((i) => {
      const box = [i, x, size.get(i)];
      x += size.get(i) + gap;
      return box;
    });
  });
}
