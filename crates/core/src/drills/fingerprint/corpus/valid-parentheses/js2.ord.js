function isValid(s) {
  const expected = [];
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '{') expected[depth++] = '}';
    else if (c === '(') expected[depth++] = ')';
    else if (c === '[') expected[depth++] = ']';
    else if (depth > 0 && expected[depth - 1] === c) depth--;
    else return false;
  }
  return depth === 0;
}
