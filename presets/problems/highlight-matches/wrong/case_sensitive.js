function highlightMatches(text, query) {
  const lower = text; // case-sensitive
  const words = query.split(/\s+/).filter((w) => w.length > 0);
  const marked = new Array(text.length).fill(false);
  for (const word of words) {
    // Every occurrence, overlapping ones included: search again from the next character.
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      for (let k = at; k < at + word.length; k++) marked[k] = true;
    }
  }
  const segments = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marked[i] !== marked[start]) {
      segments.push({ text: text.slice(start, i), match: marked[start] });
      start = i;
    }
  }
  return segments;
}
