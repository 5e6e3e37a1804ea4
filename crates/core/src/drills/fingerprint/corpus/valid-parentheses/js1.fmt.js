function isValid(s)
{
  const open = {
    ')': '(',
    ']': '[',
    '}': '{',
  }
  const stack = []
  let seen = 0
  for (const c of s) {
    seen++
    if (c in open) {
      if (stack.length === 0 || stack.pop() !== open[c]) { return false }
    } else stack.push(c)
  }
  return stack.length === 0
}
