// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_defaults", () => {
  observe(formatNumber(1234567));
  observe(formatNumber(1234567.5, { decimals: 2 }));
});

test("sample_german_separators", () => {
  observe(formatNumber(1234567.5, { decimals: 2, separator: ".", point: "," }));
});
