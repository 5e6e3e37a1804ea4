// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_long_file_name", () => {
  observe(truncateMiddle("quarterly-report-final-v2.pdf", 16));
});

test("sample_short_enough", () => {
  observe(truncateMiddle("notes.txt", 9));
  observe(truncateMiddle("abcdefghij", 7));
});
