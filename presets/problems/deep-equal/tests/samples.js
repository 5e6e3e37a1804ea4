// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_nested_structures", () => {
  observe(deepEqual({ a: [1, { b: 2 }], c: "x" }, { c: "x", a: [1, { b: 2 }] }));
  observe(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }));
});

test("sample_self_referencing_objects", () => {
  const a = { name: "n" };
  a.self = a;
  const b = { name: "n" };
  b.self = b;
  observe(deepEqual(a, b));
  const c = { name: "other" };
  c.self = c;
  observe(deepEqual(a, c));
});
