function wrapText(text, maxWidth, widthOf, maxLines = Infinity) {
  const spaceWidth = widthOf(" ");
  const lines = [];

  for (const paragraph of text.split("\n")) {
    let line = "";
    let width = 0; // kept up to date, never re-measured
    for (const word of paragraph.split(" ")) {
      if (word === "") continue;
      let w = 0;
      for (const ch of word) w += widthOf(ch);
      const measure = (s) => [...s].reduce((sum, ch) => sum + widthOf(ch), 0);
      if (line !== "" && measure(line + " " + word) <= maxWidth) { // re-measures the whole line
        line += " " + word;
        width += spaceWidth + w;
        continue;
      }
      if (line !== "") {
        lines.push(line);
        line = "";
        width = 0;
      }
      // The word starts a line. One too wide for any line is cut into the longest pieces that
      // fit (at least one character each); the last piece stays the current line.
      for (const ch of word) {
        const cw = widthOf(ch);
        if (line !== "" && width + cw > maxWidth) {
          lines.push(line);
          line = "";
          width = 0;
        }
        line += ch;
        width += cw;
      }
    }
    lines.push(line);
  }

  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[kept.length - 1] = withEllipsis(kept[kept.length - 1], maxWidth, widthOf);
  return kept;
}

// The longest prefix whose trimmed width plus the ellipsis fits, then "…".
function withEllipsis(line, maxWidth, widthOf) {
  const chars = [...line];
  const prefix = [0];
  for (const ch of chars) prefix.push(prefix[prefix.length - 1] + widthOf(ch));
  const room = maxWidth - widthOf("…");
  let end = chars.length;
  for (;;) {
    while (chars[end - 1] === " ") end--; // chars[-1] is undefined: stops at 0
    if (end === 0 || prefix[end] <= room) return chars.slice(0, end).join("") + "…";
    end--;
  }
}
