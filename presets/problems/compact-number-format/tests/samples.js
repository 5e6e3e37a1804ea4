// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_basics", () => {
  observe([0, 999, 1000, 1234, 15300, 250000, 1500000, -2048].map(formatCompact));
});
