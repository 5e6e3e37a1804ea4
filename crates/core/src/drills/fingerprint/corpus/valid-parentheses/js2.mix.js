function isValid(z) {
  const e = [];
  let d = 0;
  let unused = null;
  for (let j = 0; j < z.length; j++) {
    const q = z[j];
    if (q === '[') { e[d++] = ']'; }
    else if (q === '{') { e[d++] = '}'; }
    else if (q === '(') { e[d++] = ')'; }
    else if (d > 0 && e[d - 1] === q) { d--; }
    else { return false; }
  }
  return d === 0;
}
