// Hidden tests.
test("extra_keys_on_either_side", () => {
  observe(deepEqual({ a: 1 }, { a: 1, b: 2 }));
  observe(deepEqual({ a: 1, b: 2 }, { a: 1 }));
  observe(deepEqual({ a: undefined }, {}));
  observe(deepEqual({}, { a: undefined }));
});

test("primitives", () => {
  observe(deepEqual(NaN, NaN));
  observe(deepEqual(0, -0));
  observe(deepEqual(1, "1"));
  observe(deepEqual(null, undefined));
  observe(deepEqual("abc", "abc"));
  observe(deepEqual(10n, 10n));
  observe(deepEqual(true, 1));
  const s = Symbol("s");
  observe(deepEqual(s, s));
  observe(deepEqual(Symbol("s"), Symbol("s")));
});

test("null_and_objects", () => {
  observe(deepEqual(null, {}));
  observe(deepEqual({}, null));
  observe(deepEqual(null, null));
  observe(deepEqual([], {}));
  observe(deepEqual([1, 2], { 0: 1, 1: 2, length: 2 }));
});

test("arrays", () => {
  observe(deepEqual([], []));
  observe(deepEqual([1, [2, [3]]], [1, [2, [3]]]));
  observe(deepEqual([1, 2], [1, 2, 3]));
  observe(deepEqual([1, 2, 3], [1, 2]));
  observe(deepEqual([NaN], [NaN]));
});

test("prototypes_must_match", () => {
  class Point {
    constructor(x) {
      this.x = x;
    }
  }
  observe(deepEqual(new Point(1), new Point(1)));
  observe(deepEqual(new Point(1), { x: 1 }));
  const bare = Object.create(null);
  bare.x = 1;
  observe(deepEqual(bare, { x: 1 }));
});

test("dates_and_regexps", () => {
  observe(deepEqual(new Date(5), new Date(5)));
  observe(deepEqual(new Date(5), new Date(6)));
  observe(deepEqual(new Date(5), {}));
  observe(deepEqual(/a+/g, /a+/g));
  observe(deepEqual(/a+/g, /a+/i));
  observe(deepEqual(/a+/, /b+/));
});

test("maps", () => {
  const k = { id: 1 };
  observe(deepEqual(new Map([[1, { v: [1] }], ["x", 2]]), new Map([["x", 2], [1, { v: [1] }]])));
  observe(deepEqual(new Map([[1, { v: 1 }]]), new Map([[1, { v: 2 }]])));
  observe(deepEqual(new Map([[k, 1]]), new Map([[k, 1]])));
  observe(deepEqual(new Map([[k, 1]]), new Map([[{ id: 1 }, 1]])));
  observe(deepEqual(new Map([[1, 1]]), new Map([[1, 1], [2, 2]])));
  observe(deepEqual(new Map(), {}));
});

test("sets", () => {
  observe(deepEqual(new Set([1, 2, NaN]), new Set([NaN, 2, 1])));
  observe(deepEqual(new Set([1, 2]), new Set([1, 3])));
  observe(deepEqual(new Set([1]), new Set([1, 2])));
  observe(deepEqual(new Set(), new Map()));
});

test("functions_by_reference", () => {
  const f = () => 1;
  observe(deepEqual({ f }, { f }));
  observe(deepEqual({ f }, { f: () => 1 }));
});

test("mutual_cycles", () => {
  const mk = (tag) => {
    const x = { tag, peer: null };
    const y = { tag: tag + "!", peer: x };
    x.peer = y;
    return x;
  };
  observe(deepEqual(mk("a"), mk("a")));
  observe(deepEqual(mk("a"), mk("b")));
  const arr1 = [1];
  arr1.push(arr1);
  const arr2 = [1];
  arr2.push(arr2);
  observe(deepEqual(arr1, arr2));
});

test("deep_nesting_1000_levels", () => {
  const build = (leaf) => {
    let v = { leaf };
    for (let i = 0; i < 1000; i++) v = { i, child: v };
    return v;
  };
  observe(deepEqual(build(1), build(1)));
  observe(deepEqual(build(1), build(2)));
});

test("large_values_are_linear", () => {
  const build = (last) => Array.from({ length: 100000 }, (_, i) => ({ i, tags: ["t", i % 5], last: i === 99999 ? last : 0 }));
  observe(deepEqual(build(1), build(1)));
  observe(deepEqual(build(1), build(2)));
});

test("nan_equals_only_nan", () => {
  observe([deepEqual(NaN, 1), deepEqual(2, NaN), deepEqual(NaN, NaN)]);
});

test("a_primitive_never_equals_its_wrapper_object", () => {
  observe([
    deepEqual("ab", new String("ab")),
    deepEqual(new String("ab"), "ab"),
    deepEqual(false, new Boolean(false)),
    deepEqual(new Number(3), 3),
  ]);
});

test("maps_and_sets_compare_entries_not_own_properties", () => {
  const m1 = new Map([[1, 2]]);
  const m2 = new Map([[1, 2]]);
  m1.note = "x";
  const s1 = new Set([1]);
  const s2 = new Set([1]);
  s2.note = "y";
  observe([deepEqual(m1, m2), deepEqual(s1, s2)]);
});

test("a_non_enumerable_key_does_not_count", () => {
  const a = { x: 1 };
  const b = { y: 2 };
  Object.defineProperty(b, "x", { value: 1, enumerable: false });
  observe([deepEqual(a, b), deepEqual(b, a)]);
});

test("maps_differing_after_their_first_entry", () => {
  observe(deepEqual(new Map([[1, 1], [2, 2]]), new Map([[1, 1], [2, 3]])));
  observe(deepEqual(new Map([[1, 1], [2, 2]]), new Map([[1, 1], [3, 2]])));
});

test("an_array_never_equals_an_array_like_with_its_prototype", () => {
  const fake = Object.assign(Object.create(Array.prototype), { 0: 1 });
  observe([deepEqual([1], fake), deepEqual(fake, [1])]);
});
