function toggleMark(spans, start, end, mark) {
  // Cut every span at start and end, remembering which pieces lie inside [start, end).
  const pieces = [];
  let pos = 0;
  for (const span of spans) {
    const from = pos;
    const to = pos + span.text.length;
    const a = Math.min(Math.max(start, from), to); // the selection's ends, clamped to this span
    const b = Math.min(Math.max(end, from), to);
    const piece = (x, y, inside) => {
      if (y > x) pieces.push({ text: span.text.slice(x - from, y - from), marks: new Set(span.marks), inside });
    };
    piece(from, a, false);
    piece(a, b, true);
    piece(b, to, false);
    pos = to;
  }

  // All or nothing: remove only when every character of the range already has the mark.
  const inside = pieces.filter((p) => p.inside);
  const remove = inside.every((p) => p.marks.has(mark));
  for (const p of inside) {
    if (remove) p.marks.delete(mark);
    else p.marks.add(mark);
  }

  // Normalise: sorted marks, neighbours with equal marks merged (empty pieces were never made).
  const out = [];
  for (const p of pieces) {
    const marks = [...p.marks].sort();
    const last = out[out.length - 1];
    if (last !== undefined && sameMarks(last.marks, marks)) last.text += p.text;
    else out.push({ text: p.text, marks });
  }
  return out;
}

function sameMarks(a, b) {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}
