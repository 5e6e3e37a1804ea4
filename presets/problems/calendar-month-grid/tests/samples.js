// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_march_2026_week_starts_monday", () => {
  const g = monthGrid(2026, 3, 1);
  observe(g.length);
  observe(g[0]);
  observe(g[5]);
});

test("sample_february_2024_week_starts_sunday", () => {
  observe(monthGrid(2024, 2, 0));
});
