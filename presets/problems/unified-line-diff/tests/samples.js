// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_one_changed_line", () => {
  observe(unifiedDiff("a\nb\nc\nd\ne\n", "a\nb\nC\nd\ne\n", 1));
});

test("sample_identical_texts", () => {
  observe(unifiedDiff("same\ntext", "same\ntext\n", 3));
});
