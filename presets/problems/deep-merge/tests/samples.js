// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_nested_objects_merge", () => {
  const defaults = { theme: { color: "blue", size: 12 }, debug: false };
  const user = { theme: { size: 14 }, lang: "zh" };
  observe(deepMerge(defaults, user));
});

test("sample_arrays_are_replaced", () => {
  observe(deepMerge({ tags: ["a", "b", "c"] }, { tags: ["x"] }));
});
