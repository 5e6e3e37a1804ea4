// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Segments as a compact string: matches in [brackets].
const show = (segments) => segments.map((s) => (s.match ? "[" + s.text + "]" : s.text)).join("");

test("sample_two_words", () => {
  const segments = highlightMatches("Learn JavaScript and Java", "java script");
  observe(segments);
  observe(show(segments));
});

test("sample_overlaps_merge", () => {
  observe(highlightMatches("banana", "an na"));
});
