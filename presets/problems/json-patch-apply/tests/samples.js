// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Applies a patch and records the result, or ["error", index] when it throws.
function attempt(doc, ops) {
  try {
    return ["ok", applyPatch(doc, ops)];
  } catch (e) {
    return ["error", e instanceof Error, e.index];
  }
}

test("sample_basic_operations", () => {
  const doc = { user: { name: "Ann", tags: ["a", "b"] } };
  observe(
    attempt(doc, [
      { op: "replace", path: "/user/name", value: "Bo" },
      { op: "add", path: "/user/tags/1", value: "x" },
      { op: "remove", path: "/user/tags/0" },
      { op: "add", path: "/user/age", value: 30 },
    ])
  );
  observe(doc); // unchanged
});

test("sample_failed_test_aborts_the_whole_patch", () => {
  const doc = { count: 1 };
  observe(attempt(doc, [{ op: "replace", path: "/count", value: 2 }, { op: "test", path: "/count", value: 1 }]));
  observe(doc);
});
