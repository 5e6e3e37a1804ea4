// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_filters", () => {
  observe(stringifyQuery({ q: "red shoes", page: 2, tag: ["sale", "new"], sort: undefined }));
});

test("sample_nested", () => {
  observe(stringifyQuery({ price: { min: 10, max: 50 }, inStock: true }));
});
