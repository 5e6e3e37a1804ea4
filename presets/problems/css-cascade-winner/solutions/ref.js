const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);
const isNameChar = (ch) => ch !== undefined && /[A-Za-z0-9_-]/.test(ch);

// [ids, classes/attributes/pseudo-classes, types/pseudo-elements] of one selector.
function specificity(sel) {
  let a = 0;
  let b = 0;
  let c = 0;
  let i = 0;
  const nameEnd = (j) => {
    while (j < sel.length && isNameChar(sel[j])) j++;
    return j;
  };
  while (i < sel.length) {
    const ch = sel[i];
    if (ch === "#") {
      a++;
      i = nameEnd(i + 1);
    } else if (ch === ".") {
      b++;
      i = nameEnd(i + 1);
    } else if (ch === "[") {
      b++;
      i = sel.indexOf("]", i) + 1;
    } else if (sel.startsWith("::", i)) {
      c++;
      i = nameEnd(i + 2);
    } else if (ch === ":") {
      const end = nameEnd(i + 1);
      const name = sel.slice(i + 1, end);
      if (name === "not") {
        // :not() adds its argument's specificity and nothing of its own.
        let depth = 1;
        let j = end + 1;
        while (depth) {
          if (sel[j] === "(") depth++;
          else if (sel[j] === ")") depth--;
          j++;
        }
        const [ia, ib, ic] = specificity(sel.slice(end + 1, j - 1));
        a += ia;
        b += ib;
        c += ic;
        i = j;
      } else {
        if (LEGACY_PSEUDO_ELEMENTS.has(name)) c++;
        else b++;
        i = end;
      }
    } else if (isNameChar(ch)) {
      c++;
      i = nameEnd(i);
    } else {
      i++; // "*", whitespace and combinators count for nothing
    }
  }
  return [a, b, c];
}

function cascadeWinner(selectors) {
  const beats = (x, y) => x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] >= y[2];
  let best = 0;
  let bestSpec = specificity(selectors[0]);
  for (let i = 1; i < selectors.length; i++) {
    const s = specificity(selectors[i]);
    if (beats(s, bestSpec)) {
      best = i; // a later rule wins a tie
      bestSpec = s;
    }
  }
  return best;
}
