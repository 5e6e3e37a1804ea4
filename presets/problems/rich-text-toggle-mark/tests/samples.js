// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Spans as a compact string: "text" plain, "text{a,b}" with marks.
const show = (spans) => spans.map((s) => JSON.stringify(s.text) + (s.marks.length ? "{" + s.marks.join(",") + "}" : "")).join(" ");
const plain = (text) => [{ text, marks: [] }];

test("sample_bold_a_word", () => {
  const doc = plain("Hello brave world");
  const bold = toggleMark(doc, 6, 11, "bold");
  observe(bold);
  observe(show(toggleMark(bold, 6, 11, "bold"))); // toggling again removes it
});

test("sample_partly_marked_range_gets_marked", () => {
  const doc = [{ text: "abc", marks: ["bold"] }, { text: "def", marks: [] }];
  observe(show(toggleMark(doc, 1, 5, "bold")));
});
