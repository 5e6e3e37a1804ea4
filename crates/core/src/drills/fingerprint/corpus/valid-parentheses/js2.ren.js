function isValid(input) {
  // an array used as a stack, with an explicit top
  let top = 0;
  const want = [];
  for (let k = 0; k < input.length; k++) {
    const ch = input[k];
    if (ch === '(') want[top++] = ')';
    else if (ch === '[') want[top++] = ']';
    else if (ch === '{') want[top++] = '}';
    else if (top > 0 && want[top - 1] === ch) top--; // matched
    else return false;
  }
  return top === 0;
}
