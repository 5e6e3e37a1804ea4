// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_three_columns", () => {
  observe(masonry([200, 100, 150, 120, 80], 3, 10));
});

test("sample_no_cards", () => {
  observe(masonry([], 4, 16));
});
