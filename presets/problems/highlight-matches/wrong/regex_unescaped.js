// Builds a RegExp from the raw words: "." matches anything and "c++" does not even compile.
function highlightMatches(text, query) {
  const words = query.split(/\s+/).filter(Boolean);
  const marked = new Array(text.length).fill(false);
  for (const word of words) {
    const re = new RegExp(word, "gi");
    for (let i = 0; i < text.length; i++) {
      re.lastIndex = i;
      const m = re.exec(text);
      if (m && m.index === i) for (let k = i; k < i + m[0].length; k++) marked[k] = true;
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
