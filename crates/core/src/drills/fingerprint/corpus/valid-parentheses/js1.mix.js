function isValid(str) {
  const st = [];
  const total = str.length;
  const m = { '}': '{', ')': '(', ']': '[' };
  for (const x of str) {
    if (!(x in m)) st.push(x);
    else {
      if (st.length === 0 || st.pop() !== m[x]) { return false; }
    }
  }
  return st.length === 0;
}
