// Emits one segment per match, found left to right without overlaps: touching matches stay
// separate segments and overlapping occurrences are missed.
function highlightMatches(text, query) {
  const lower = text.toLowerCase();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const segments = [];
  let i = 0;
  let plain = "";
  while (i < text.length) {
    const word = words.find((w) => lower.startsWith(w, i));
    if (word) {
      if (plain) segments.push({ text: plain, match: false });
      plain = "";
      segments.push({ text: text.slice(i, i + word.length), match: true });
      i += word.length;
    } else {
      plain += text[i];
      i++;
    }
  }
  if (plain) segments.push({ text: plain, match: false });
  return segments;
}
