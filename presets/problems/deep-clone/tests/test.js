// Hidden tests.
test("primitives_and_functions_pass_through", () => {
  const fn = () => 1;
  const sym = Symbol("s");
  for (const v of [0, -0, NaN, 42, "str", true, false, null, undefined, 10n, sym, fn]) {
    observe(Object.is(deepClone(v), v));
  }
});

test("shared_references_stay_shared", () => {
  const shared = { n: 1 };
  const original = { x: shared, y: shared, list: [shared, shared] };
  const copy = deepClone(original);
  observe(copy);
  observe(copy.x !== shared);
  observe(copy.x === copy.y);
  observe(copy.list[0] === copy.x);
  observe(copy.list[1] === copy.x);
});

test("mutual_cycle_through_arrays", () => {
  const a = { name: "a", friends: [] };
  const b = { name: "b", friends: [a] };
  a.friends.push(b);
  const copyA = deepClone(a);
  const copyB = copyA.friends[0];
  observe(copyA !== a);
  observe(copyB !== b);
  observe(copyB.name);
  observe(copyB.friends[0] === copyA);
});

test("dates_are_new_objects_for_the_same_instant", () => {
  const when = new Date(Date.UTC(2024, 1, 29, 12, 0, 0));
  const copy = deepClone({ when });
  observe(copy.when instanceof Date);
  observe(copy.when !== when);
  observe(copy.when.getTime());
});

test("regexps_keep_source_and_flags", () => {
  const re = /ab+c/gi;
  const copy = deepClone([re])[0];
  observe(copy instanceof RegExp);
  observe(copy !== re);
  observe(copy.source);
  observe(copy.flags);
});

test("maps_copy_keys_and_values_deeply", () => {
  const keyObj = { id: 1 };
  const valObj = { v: [1, 2] };
  const m = new Map([[keyObj, valObj], ["plain", 3]]);
  const copy = deepClone(m);
  observe(copy instanceof Map);
  observe(copy !== m);
  observe(copy.size);
  observe(copy.get("plain"));
  const [[k, v]] = copy;
  observe(k !== keyObj); // object keys must be cloned
  observe(k);
  observe(v !== valObj); // object values must be cloned
  observe(v);
  observe(v.v !== valObj.v);
});

test("sets_copy_members_deeply", () => {
  const member = { a: 1 };
  const s = new Set([member, 5, "x"]);
  const copy = deepClone(s);
  observe(copy instanceof Set);
  observe(copy.size);
  observe(copy.has(5) && copy.has("x"));
  observe(copy.has(member)); // object members must be cloned
  const [first] = copy;
  observe(first);
});

test("map_that_contains_itself", () => {
  const m = new Map();
  m.set("me", m);
  const s = new Set();
  s.add(s);
  const copy = deepClone({ m, s });
  observe(copy.m.get("me") === copy.m);
  observe(copy.s.has(copy.s));
  observe(copy.m !== m);
  observe(copy.s !== s);
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
  observe(copy instanceof Point);
  observe(Object.getPrototypeOf(copy) === Point.prototype);
  observe(copy !== p);
  observe(copy.norm1());
});

test("null_prototype_objects_and_symbol_keys", () => {
  const key = Symbol("k");
  const bare = Object.create(null);
  bare.a = { deep: true };
  bare[key] = [1];
  const copy = deepClone(bare);
  observe(Object.getPrototypeOf(copy) === null);
  observe(copy.a);
  observe(copy.a !== bare.a);
  observe(copy[key]);
  observe(copy[key] !== bare[key]);
});

test("arrays_stay_arrays", () => {
  const copy = deepClone([[1], [2, [3]]]);
  observe(Array.isArray(copy) && Array.isArray(copy[1][1]));
  observe(copy);
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
  observe(depth);
  observe(copy.leaf);
});

test("wide_graph_is_fast_enough", () => {
  const items = [];
  for (let i = 0; i < 50000; i++) items.push({ i, tags: ["t" + (i % 7)] });
  const root = { items, index: new Map(items.map((it) => [it.i, it])) };
  const copy = deepClone(root);
  observe(copy.items.length);
  observe(copy.index.get(49999) === copy.items[49999]);
  observe(copy.items[0] !== items[0]);
  observe(copy.items[12345]);
});

test("non_enumerable_properties_are_not_copied", () => {
  const src = { shown: 1 };
  Object.defineProperty(src, "hidden", { value: 2, enumerable: false });
  const copy = deepClone(src);
  observe(Object.getOwnPropertyNames(copy));
  observe(copy.hidden === undefined);
});

test("a_shared_date_or_regexp_stays_shared", () => {
  const when = new Date(0);
  const re = /x/g;
  const copy = deepClone({ a: when, b: when, c: [re, re] });
  observe(copy.a === copy.b);
  observe(copy.c[0] === copy.c[1]);
  observe(copy.a !== when && copy.c[0] !== re);
});
