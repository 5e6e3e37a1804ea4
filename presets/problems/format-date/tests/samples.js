// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const at = (y, mo, d, h = 0, mi = 0, s = 0, ms = 0) => new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));

test("sample_iso_like", () => {
  observe(formatDate(at(2024, 3, 9, 14, 5, 7), "YYYY-MM-DD HH:mm:ss"));
});

test("sample_names_and_escapes", () => {
  observe(formatDate(at(2024, 3, 9, 14, 5, 7), "ddd, D MMM YYYY [at] h:mm A"));
});
