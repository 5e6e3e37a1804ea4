// Hidden tests.
test("inputs_are_not_changed", () => {
  const a = { x: { y: 1 }, list: [1] };
  const b = { x: { z: 2 }, list: [2] };
  const before = JSON.stringify([a, b]);
  const r = deepMerge(a, b);
  observe(r);
  observe(JSON.stringify([a, b]) === before);
  observe(r === a || r === b);
});

test("result_shares_no_plain_object_or_array", () => {
  const inner = { deep: { n: 1 } };
  const src = { inner, list: [{ id: 1 }, [2, 3]] };
  const r = deepMerge(src);
  observe(r.inner === inner || r.inner.deep === inner.deep);
  observe(r.list === src.list || r.list[0] === src.list[0] || r.list[1] === src.list[1]);
  r.inner.deep.n = 99;
  r.list[0].id = 99;
  r.list[1].push(4);
  observe(src);
});

test("undefined_is_skipped_null_overwrites", () => {
  observe(deepMerge({ a: 1, b: 2, c: { d: 3 } }, { a: undefined, b: null, c: undefined }));
  observe(deepMerge({ a: { b: 1 } }, { a: { b: undefined, c: 2 } }));
  observe(Object.keys(deepMerge({}, { only: undefined })));
});

test("type_changes_replace", () => {
  observe(deepMerge({ a: { b: 1 } }, { a: 5 }));
  observe(deepMerge({ a: 5 }, { a: { b: 1 } }));
  observe(deepMerge({ a: [1, 2] }, { a: { 0: "x" } }));
  observe(deepMerge({ a: { 0: "x" } }, { a: [1, 2] }));
  observe(deepMerge({ a: { b: 1 } }, { a: null }, { a: { c: 2 } }));
});

test("many_sources_left_to_right", () => {
  observe(deepMerge({ a: 1, n: { x: 1 } }, { b: 2, n: { y: 2 } }, { a: 3, n: { x: 4, z: { q: 1 } } }, { n: { z: { r: 2 } } }));
});

test("null_undefined_and_no_arguments", () => {
  observe(deepMerge());
  observe(deepMerge(null, { a: 1 }, undefined));
  observe(deepMerge(undefined, undefined));
  const r = deepMerge(null);
  observe(Object.getPrototypeOf(r) === Object.prototype);
});

test("special_objects_are_kept_by_reference", () => {
  const date = new Date(0);
  const map = new Map([[1, 2]]);
  class Point { constructor() { this.x = 1; } }
  const p = new Point();
  const fn = () => 1;
  const r = deepMerge({ when: { a: 1 }, shape: { y: 2 } }, { when: date, map, shape: p, fn });
  observe([r.when === date, r.map === map, r.shape === p, r.fn === fn]);
  observe(r.shape instanceof Point);
  const r2 = deepMerge({ when: date }, { when: { a: 1 } });
  observe(r2.when instanceof Date);
  observe(r2.when);
});

test("null_prototype_objects_merge", () => {
  const bare = Object.create(null);
  bare.x = { y: 1 };
  const r = deepMerge({ x: { z: 2 } }, bare);
  observe(r);
  const bare2 = Object.create(null);
  bare2.k = 1;
  const r2 = deepMerge({ nest: bare2 }, { nest: { j: 2 } });
  observe(r2);
  const r3 = deepMerge({ nest: { j: 2 } }, { nest: bare2 });
  observe(r3);
});

test("proto_key_is_ignored", () => {
  const evil = JSON.parse('{"__proto__": {"polluted": "yes"}, "ok": 1}');
  const r = deepMerge({}, evil);
  observe(({}).polluted);
  observe(r.polluted);
  observe(Object.getPrototypeOf(r) === Object.prototype);
  observe(r.ok);
  delete Object.prototype.polluted;
  const nested = JSON.parse('{"a": {"__proto__": {"bad": true}, "b": 1}}');
  const r2 = deepMerge({ a: { c: 2 } }, nested);
  observe(({}).bad);
  observe(r2.a.bad);
  observe(r2);
  delete Object.prototype.bad;
});

test("inherited_names_are_ordinary_keys", () => {
  observe(deepMerge({ toString: { a: 1 } }, { toString: { b: 2 } }));
  observe(deepMerge({ constructor: 1 }, { hasOwnProperty: { x: 1 } }));
  observe(deepMerge({}, { valueOf: { v: 1 } }));
});

test("symbols_and_non_enumerable_keys_are_ignored", () => {
  const s = Symbol("s");
  const src = { [s]: 1, shown: 2 };
  Object.defineProperty(src, "hidden", { value: 3, enumerable: false });
  const r = deepMerge(src);
  observe(Object.getOwnPropertySymbols(r).length);
  observe(Object.keys(r));
  observe(r.hidden);
});

test("arrays_keep_undefined_items", () => {
  const r = deepMerge({ a: [1, undefined, { b: undefined, c: 1 }] });
  observe(r.a.length);
  observe(r.a[1]);
  observe(r.a[2]);
});

test("key_order_follows_first_appearance", () => {
  const r = deepMerge({ b: 1, a: { y: 1, x: 2 } }, { c: 3, a: { z: 1, y: 0 }, b: 2 });
  observe(JSON.stringify(r));
});

test("non_plain_arguments_are_skipped", () => {
  observe(deepMerge({ a: 1 }, [9, 9], { b: 2 }));
  observe(deepMerge({ a: 1 }, 5, "str", { b: 2 }));
  observe(deepMerge(new Date(0), { c: 3 }));
});

test("deep_chain_is_merged_all_the_way", () => {
  let a = { leaf: "a" };
  let b = { other: "b" };
  for (let i = 0; i < 200; i++) {
    a = { next: a };
    b = { next: b };
  }
  let r = deepMerge(a, b);
  let depth = 0;
  while (r.next) {
    r = r.next;
    depth++;
  }
  observe([depth, r]);
});

test("shorter_array_replaces_a_longer_one", () => {
  observe(deepMerge({ cols: [{ w: 1 }, { w: 2 }, { w: 3 }] }, { cols: [{ h: 9 }] }));
  observe(deepMerge({ m: [[1, 2], [3]] }, { m: [[0]] }));
});
