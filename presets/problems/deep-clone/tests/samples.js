// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// structuredClone is off limits for this problem.
globalThis.structuredClone = () => {
  throw new Error("structuredClone is not allowed here");
};

test("sample_nested_plain_data", () => {
  const original = { a: 1, b: { c: [1, 2, { d: "x" }] }, e: null, f: undefined };
  const copy = deepClone(original);
  observe(copy);
  observe(copy !== original);
  observe(copy.b !== original.b);
  observe(copy.b.c !== original.b.c);
  observe(copy.b.c[2] !== original.b.c[2]);
  copy.b.c[2].d = "changed";
  observe(original.b.c[2].d); // the original is untouched
});

test("sample_self_cycle", () => {
  const original = { name: "root" };
  original.self = original;
  const copy = deepClone(original);
  observe(copy !== original);
  observe(copy.self === copy);
  observe(copy.name);
});
