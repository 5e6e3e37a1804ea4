test("sample_nested_structures", () => {
  assert.strictEqual(deepEqual({ a: [1, { b: 2 }], c: "x" }, { c: "x", a: [1, { b: 2 }] }), true);
  assert.strictEqual(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }), false);
});

test("sample_self_referencing_objects", () => {
  const a = { name: "n" };
  a.self = a;
  const b = { name: "n" };
  b.self = b;
  assert.strictEqual(deepEqual(a, b), true);
  const c = { name: "other" };
  c.self = c;
  assert.strictEqual(deepEqual(a, c), false);
});

test("extra_keys_on_either_side", () => {
  assert.strictEqual(deepEqual({ a: 1 }, { a: 1, b: 2 }), false);
  assert.strictEqual(deepEqual({ a: 1, b: 2 }, { a: 1 }), false);
  assert.strictEqual(deepEqual({ a: undefined }, {}), false);
  assert.strictEqual(deepEqual({}, { a: undefined }), false);
});

test("primitives", () => {
  assert.strictEqual(deepEqual(NaN, NaN), true);
  assert.strictEqual(deepEqual(0, -0), true);
  assert.strictEqual(deepEqual(1, "1"), false);
  assert.strictEqual(deepEqual(null, undefined), false);
  assert.strictEqual(deepEqual("abc", "abc"), true);
  assert.strictEqual(deepEqual(10n, 10n), true);
  assert.strictEqual(deepEqual(true, 1), false);
  const s = Symbol("s");
  assert.strictEqual(deepEqual(s, s), true);
  assert.strictEqual(deepEqual(Symbol("s"), Symbol("s")), false);
});

test("null_and_objects", () => {
  assert.strictEqual(deepEqual(null, {}), false);
  assert.strictEqual(deepEqual({}, null), false);
  assert.strictEqual(deepEqual(null, null), true);
  assert.strictEqual(deepEqual([], {}), false);
  assert.strictEqual(deepEqual([1, 2], { 0: 1, 1: 2, length: 2 }), false);
});

test("arrays", () => {
  assert.strictEqual(deepEqual([], []), true);
  assert.strictEqual(deepEqual([1, [2, [3]]], [1, [2, [3]]]), true);
  assert.strictEqual(deepEqual([1, 2], [1, 2, 3]), false);
  assert.strictEqual(deepEqual([1, 2, 3], [1, 2]), false);
  assert.strictEqual(deepEqual([NaN], [NaN]), true);
});

test("prototypes_must_match", () => {
  class Point {
    constructor(x) {
      this.x = x;
    }
  }
  assert.strictEqual(deepEqual(new Point(1), new Point(1)), true);
  assert.strictEqual(deepEqual(new Point(1), { x: 1 }), false);
  const bare = Object.create(null);
  bare.x = 1;
  assert.strictEqual(deepEqual(bare, { x: 1 }), false);
});

test("dates_and_regexps", () => {
  assert.strictEqual(deepEqual(new Date(5), new Date(5)), true);
  assert.strictEqual(deepEqual(new Date(5), new Date(6)), false);
  assert.strictEqual(deepEqual(new Date(5), {}), false);
  assert.strictEqual(deepEqual(/a+/g, /a+/g), true);
  assert.strictEqual(deepEqual(/a+/g, /a+/i), false);
  assert.strictEqual(deepEqual(/a+/, /b+/), false);
});

test("maps", () => {
  const k = { id: 1 };
  assert.strictEqual(deepEqual(new Map([[1, { v: [1] }], ["x", 2]]), new Map([["x", 2], [1, { v: [1] }]])), true);
  assert.strictEqual(deepEqual(new Map([[1, { v: 1 }]]), new Map([[1, { v: 2 }]])), false);
  assert.strictEqual(deepEqual(new Map([[k, 1]]), new Map([[k, 1]])), true);
  assert.strictEqual(deepEqual(new Map([[k, 1]]), new Map([[{ id: 1 }, 1]])), false);
  assert.strictEqual(deepEqual(new Map([[1, 1]]), new Map([[1, 1], [2, 2]])), false);
  assert.strictEqual(deepEqual(new Map(), {}), false);
});

test("sets", () => {
  assert.strictEqual(deepEqual(new Set([1, 2, NaN]), new Set([NaN, 2, 1])), true);
  assert.strictEqual(deepEqual(new Set([1, 2]), new Set([1, 3])), false);
  assert.strictEqual(deepEqual(new Set([1]), new Set([1, 2])), false);
  assert.strictEqual(deepEqual(new Set(), new Map()), false);
});

test("functions_by_reference", () => {
  const f = () => 1;
  assert.strictEqual(deepEqual({ f }, { f }), true);
  assert.strictEqual(deepEqual({ f }, { f: () => 1 }), false);
});

test("mutual_cycles", () => {
  const mk = (tag) => {
    const x = { tag, peer: null };
    const y = { tag: tag + "!", peer: x };
    x.peer = y;
    return x;
  };
  assert.strictEqual(deepEqual(mk("a"), mk("a")), true);
  assert.strictEqual(deepEqual(mk("a"), mk("b")), false);
  const arr1 = [1];
  arr1.push(arr1);
  const arr2 = [1];
  arr2.push(arr2);
  assert.strictEqual(deepEqual(arr1, arr2), true);
});

test("deep_nesting_1000_levels", () => {
  const build = (leaf) => {
    let v = { leaf };
    for (let i = 0; i < 1000; i++) v = { i, child: v };
    return v;
  };
  assert.strictEqual(deepEqual(build(1), build(1)), true);
  assert.strictEqual(deepEqual(build(1), build(2)), false);
});

test("large_values_are_linear", () => {
  const build = (last) => Array.from({ length: 100000 }, (_, i) => ({ i, tags: ["t", i % 5], last: i === 99999 ? last : 0 }));
  assert.strictEqual(deepEqual(build(1), build(1)), true);
  assert.strictEqual(deepEqual(build(1), build(2)), false);
});
