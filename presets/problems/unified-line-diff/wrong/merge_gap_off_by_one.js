function unifiedDiff(oldText, newText, context) {
  const lines = (t) => {
    if (t === "") return [];
    const ls = t.split("\n");
    if (ls[ls.length - 1] === "") ls.pop(); // a trailing newline ends the last line
    return ls;
  };
  const a = lines(oldText), b = lines(newText);
  const n = a.length, m = b.length;
  // L[i][j] = LCS length of a[i..] and b[j..], in one flat typed array.
  const w = m + 1;
  const L = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      L[i * w + j] = a[i] === b[j] ? L[(i + 1) * w + j + 1] + 1 : Math.max(L[(i + 1) * w + j], L[i * w + j + 1]);
  const ops = []; // [kind, text]
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { ops.push([" ", a[i]]); i++; j++; }
    else if (i < n && (j === m || L[(i + 1) * w + j] >= L[i * w + j + 1])) { ops.push(["-", a[i]]); i++; }
    else { ops.push(["+", b[j]]); j++; }
  }
  const changes = [];
  ops.forEach((op, k) => { if (op[0] !== " ") changes.push(k); });
  const out = [];
  // Prefix counts of old/new lines before each op index.
  const before = [[0, 0]];
  for (const [k] of ops) {
    const [x, y] = before[before.length - 1];
    before.push([x + (k !== "+" ? 1 : 0), y + (k !== "-" ? 1 : 0)]);
  }
  let c = 0;
  while (c < changes.length) {
    let last = c;
    while (last + 1 < changes.length && changes[last + 1] - changes[last] - 1 < 2 * context) last++;
    const from = Math.max(0, changes[c] - context);
    const to = Math.min(ops.length, changes[last] + context + 1);
    const c1 = before[to][0] - before[from][0], c2 = before[to][1] - before[from][1];
    const s1 = before[from][0] + (c1 > 0 ? 1 : 0), s2 = before[from][1] + (c2 > 0 ? 1 : 0);
    out.push(`@@ -${s1},${c1} +${s2},${c2} @@`);
    for (let k = from; k < to; k++) out.push(ops[k][0] + ops[k][1]);
    c = last + 1;
  }
  return out;
}
