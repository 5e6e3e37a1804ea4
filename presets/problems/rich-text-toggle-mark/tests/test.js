// Hidden tests.
test("remove_only_when_all_have_it", () => {
  const doc = [{ text: "ab", marks: ["i"] }, { text: "cd", marks: ["b", "i"] }, { text: "ef", marks: ["b"] }];
  observe(show(toggleMark(doc, 0, 4, "i")));
  observe(show(toggleMark(doc, 1, 5, "i")));
  observe(show(toggleMark(doc, 2, 6, "b")));
  observe(show(toggleMark(doc, 3, 6, "b")));
});

test("collapsed_range_changes_nothing_but_normalises", () => {
  const doc = [{ text: "a", marks: [] }, { text: "", marks: ["x"] }, { text: "b", marks: [] }, { text: "c", marks: ["u", "b"] }];
  observe(show(toggleMark(doc, 1, 1, "b")));
  observe(show(toggleMark(doc, 0, 0, "b")));
  observe(show(toggleMark(doc, 3, 3, "b")));
});

test("whole_document_and_edges", () => {
  const doc = [{ text: "abc", marks: [] }, { text: "def", marks: ["i"] }];
  observe(show(toggleMark(doc, 0, 6, "i")));
  observe(show(toggleMark(doc, 0, 6, "b")));
  observe(show(toggleMark(doc, 0, 1, "b")));
  observe(show(toggleMark(doc, 5, 6, "b")));
  observe(show(toggleMark(doc, 3, 6, "i")));
  observe(show(toggleMark(doc, 2, 4, "i")));
});

test("range_on_span_boundaries", () => {
  const doc = [{ text: "ab", marks: [] }, { text: "cd", marks: ["i"] }, { text: "ef", marks: [] }];
  observe(show(toggleMark(doc, 2, 4, "i")));
  observe(show(toggleMark(doc, 2, 4, "b")));
  observe(show(toggleMark(doc, 0, 2, "i")));
  observe(show(toggleMark(doc, 4, 6, "i")));
});

test("inside_one_span", () => {
  observe(toggleMark([{ text: "abcdef", marks: ["i"] }], 2, 4, "b"));
  observe(show(toggleMark([{ text: "abcdef", marks: ["i"] }], 2, 4, "i")));
});

test("merges_neighbours_and_sorts_marks", () => {
  const doc = [{ text: "ab", marks: ["u", "b"] }, { text: "cd", marks: ["b"] }, { text: "ef", marks: ["b", "u"] }];
  observe(show(toggleMark(doc, 2, 4, "u")));
  observe(show(toggleMark([{ text: "x", marks: [] }, { text: "y", marks: [] }, { text: "", marks: ["q"] }, { text: "z", marks: [] }], 0, 0, "q")));
  observe(show(toggleMark([{ text: "ab", marks: ["z", "a", "m"] }], 0, 1, "c")));
});

test("marks_sorted_by_code_units", () => {
  observe(show(toggleMark([{ text: "ab", marks: ["b"] }], 0, 2, "B")));
  observe(show(toggleMark([{ text: "ab", marks: ["link", "em"] }], 0, 2, "code")));
});

test("empty_spans_are_dropped", () => {
  const doc = [{ text: "", marks: ["b"] }, { text: "ab", marks: [] }, { text: "", marks: [] }, { text: "cd", marks: ["b"] }, { text: "", marks: ["i"] }];
  observe(show(toggleMark(doc, 1, 3, "b")));
  observe(toggleMark([], 0, 0, "b"));
  observe(toggleMark([{ text: "", marks: ["b"] }], 0, 0, "b"));
});

test("input_is_not_changed", () => {
  const doc = [{ text: "abc", marks: ["i"] }, { text: "def", marks: [] }];
  const before = JSON.stringify(doc);
  const out = toggleMark(doc, 1, 5, "b");
  observe(JSON.stringify(doc) === before);
  observe(out.some((s) => doc.includes(s) || doc.some((d) => d.marks === s.marks)));
});

test("repeated_toggles_round_trip", () => {
  let doc = [{ text: "The quick brown fox jumps", marks: [] }];
  doc = toggleMark(doc, 4, 9, "b");
  doc = toggleMark(doc, 10, 15, "i");
  doc = toggleMark(doc, 4, 15, "u");
  observe(show(doc));
  doc = toggleMark(doc, 6, 12, "b");
  observe(show(doc));
  doc = toggleMark(doc, 4, 15, "u");
  doc = toggleMark(doc, 4, 15, "b");
  doc = toggleMark(doc, 10, 15, "i");
  doc = toggleMark(doc, 4, 15, "b");
  observe(show(doc));
});

test("many_spans", () => {
  const doc = [];
  for (let i = 0; i < 20000; i++) doc.push({ text: "ab", marks: i % 2 ? ["i"] : [] });
  const a = toggleMark(doc, 1, 39999, "i");
  observe([a.length, show(a.slice(0, 2)), show(a.slice(-2))]);
  const b = toggleMark(a, 0, 40000, "i");
  observe([b.length, show(b)]);
});
