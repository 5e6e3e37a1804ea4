// structuredClone is off limits for this problem.
globalThis.structuredClone = () => {
  throw new Error("structuredClone is not allowed here");
};

test("sample_nested_plain_data", () => {
  const original = { a: 1, b: { c: [1, 2, { d: "x" }] }, e: null, f: undefined };
  const copy = deepClone(original);
  assert.deepStrictEqual(copy, original);
  assert.notStrictEqual(copy, original);
  assert.notStrictEqual(copy.b, original.b);
  assert.notStrictEqual(copy.b.c, original.b.c);
  assert.notStrictEqual(copy.b.c[2], original.b.c[2]);
  copy.b.c[2].d = "changed";
  assert.strictEqual(original.b.c[2].d, "x");
});

test("sample_self_cycle", () => {
  const original = { name: "root" };
  original.self = original;
  const copy = deepClone(original);
  assert.notStrictEqual(copy, original);
  assert.strictEqual(copy.self, copy);
  assert.strictEqual(copy.name, "root");
});

test("primitives_and_functions_pass_through", () => {
  const fn = () => 1;
  const sym = Symbol("s");
  for (const v of [0, -0, NaN, 42, "str", true, false, null, undefined, 10n, sym, fn]) {
    assert.ok(Object.is(deepClone(v), v), `deepClone(${String(v)}) changed the value`);
  }
});

test("shared_references_stay_shared", () => {
  const shared = { n: 1 };
  const original = { x: shared, y: shared, list: [shared, shared] };
  const copy = deepClone(original);
  assert.notStrictEqual(copy.x, shared);
  assert.strictEqual(copy.x, copy.y);
  assert.strictEqual(copy.list[0], copy.x);
  assert.strictEqual(copy.list[1], copy.x);
});

test("mutual_cycle_through_arrays", () => {
  const a = { name: "a", friends: [] };
  const b = { name: "b", friends: [a] };
  a.friends.push(b);
  const copyA = deepClone(a);
  const copyB = copyA.friends[0];
  assert.notStrictEqual(copyB, b);
  assert.strictEqual(copyB.name, "b");
  assert.strictEqual(copyB.friends[0], copyA);
});

test("dates_are_new_objects_for_the_same_instant", () => {
  const when = new Date(Date.UTC(2024, 1, 29, 12, 0, 0));
  const copy = deepClone({ when });
  assert.ok(copy.when instanceof Date);
  assert.notStrictEqual(copy.when, when);
  assert.strictEqual(copy.when.getTime(), when.getTime());
});

test("regexps_keep_source_and_flags", () => {
  const re = /ab+c/gi;
  const copy = deepClone([re])[0];
  assert.ok(copy instanceof RegExp);
  assert.notStrictEqual(copy, re);
  assert.strictEqual(copy.source, "ab+c");
  assert.strictEqual(copy.flags, "gi");
});

test("maps_copy_keys_and_values_deeply", () => {
  const keyObj = { id: 1 };
  const valObj = { v: [1, 2] };
  const m = new Map([[keyObj, valObj], ["plain", 3]]);
  const copy = deepClone(m);
  assert.ok(copy instanceof Map);
  assert.notStrictEqual(copy, m);
  assert.strictEqual(copy.size, 2);
  assert.strictEqual(copy.get("plain"), 3);
  const [[k, v]] = copy;
  assert.notStrictEqual(k, keyObj, "object keys must be cloned");
  assert.deepStrictEqual(k, keyObj);
  assert.notStrictEqual(v, valObj, "object values must be cloned");
  assert.deepStrictEqual(v, valObj);
});

test("sets_copy_members_deeply", () => {
  const member = { a: 1 };
  const s = new Set([member, 5, "x"]);
  const copy = deepClone(s);
  assert.ok(copy instanceof Set);
  assert.strictEqual(copy.size, 3);
  assert.ok(copy.has(5) && copy.has("x"));
  assert.ok(!copy.has(member), "object members must be cloned");
  const [first] = copy;
  assert.deepStrictEqual(first, member);
});

test("map_that_contains_itself", () => {
  const m = new Map();
  m.set("me", m);
  const s = new Set();
  s.add(s);
  const copy = deepClone({ m, s });
  assert.strictEqual(copy.m.get("me"), copy.m);
  assert.ok(copy.s.has(copy.s));
  assert.notStrictEqual(copy.m, m);
});

test("class_instances_keep_their_prototype", () => {
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
    norm1() {
      return Math.abs(this.x) + Math.abs(this.y);
    }
  }
  const p = new Point(3, -4);
  const copy = deepClone(p);
  assert.ok(copy instanceof Point);
  assert.notStrictEqual(copy, p);
  assert.strictEqual(copy.norm1(), 7);
});

test("null_prototype_objects_and_symbol_keys", () => {
  const key = Symbol("k");
  const bare = Object.create(null);
  bare.a = { deep: true };
  bare[key] = [1];
  const copy = deepClone(bare);
  assert.strictEqual(Object.getPrototypeOf(copy), null);
  assert.deepStrictEqual(copy.a, { deep: true });
  assert.notStrictEqual(copy.a, bare.a);
  assert.deepStrictEqual(copy[key], [1]);
  assert.notStrictEqual(copy[key], bare[key]);
});

test("arrays_stay_arrays", () => {
  const copy = deepClone([[1], [2, [3]]]);
  assert.ok(Array.isArray(copy) && Array.isArray(copy[1][1]));
  assert.deepStrictEqual(copy, [[1], [2, [3]]]);
});

test("deep_nesting_1000_levels", () => {
  let original = { leaf: true };
  for (let i = 0; i < 1000; i++) original = { child: original, i };
  let copy = deepClone(original);
  let depth = 0;
  while (copy.child) {
    copy = copy.child;
    depth++;
  }
  assert.strictEqual(depth, 1000);
  assert.strictEqual(copy.leaf, true);
});

test("wide_graph_is_fast_enough", () => {
  const items = [];
  for (let i = 0; i < 50000; i++) items.push({ i, tags: ["t" + (i % 7)] });
  const root = { items, index: new Map(items.map((it) => [it.i, it])) };
  const copy = deepClone(root);
  assert.strictEqual(copy.items.length, 50000);
  assert.strictEqual(copy.index.get(49999), copy.items[49999]);
  assert.notStrictEqual(copy.items[0], items[0]);
});
