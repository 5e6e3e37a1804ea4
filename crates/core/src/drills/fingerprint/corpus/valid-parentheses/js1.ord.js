function isValid(s) {
  const stack = [];
  const open = { ']': '[', '}': '{', ')': '(' };
  for (const c of s) {
    if (!(c in open)) {
      stack.push(c);
    } else {
      if (stack.length === 0 || stack.pop() !== open[c]) return false;
    }
  }
  return stack.length === 0;
}
