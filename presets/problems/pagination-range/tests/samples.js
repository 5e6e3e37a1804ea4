// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_middle_page", () => {
  observe(paginationRange(10, 20));
});

test("sample_single_missing_page_is_shown", () => {
  observe(paginationRange(4, 10));
});
