// Hidden tests.
test("path_levels_are_new_objects", () => {
  const state = { a: { b: { c: 1 }, x: { y: 2 } }, z: [1, 2] };
  const next = setIn(state, ["a", "b", "c"], 5);
  observe([next !== state, next.a !== state.a, next.a.b !== state.a.b]);
  observe([next.a.x === state.a.x, next.z === state.z]);
  observe(next);
  observe(state);
});

test("arrays_stay_arrays", () => {
  const state = { list: [10, 20, 30] };
  const next = setIn(state, ["list", 1], 99);
  observe(Array.isArray(next.list));
  observe(next.list);
  observe(state.list);
  const top = setIn([1, [2, 3]], [1, 0], 7);
  observe([Array.isArray(top), Array.isArray(top[1]), top]);
});

test("unchanged_value_keeps_every_reference", () => {
  const state = { a: { b: [1, { c: NaN }] } };
  observe(setIn(state, ["a", "b", 1, "c"], NaN) === state); // Object.is(NaN, NaN)
  observe(setIn(state, ["a", "b", 0], 1) === state);
  const inner = state.a.b;
  observe(setIn(state, ["a", "b"], inner) === state);
});

test("zero_signs_differ", () => {
  const state = { n: 0 };
  const next = setIn(state, ["n"], -0);
  observe(next === state);
  observe(Object.is(next.n, -0));
});

test("missing_levels_are_created", () => {
  observe(setIn({}, ["a", "b", "c"], 1));
  observe(setIn({}, ["rows", 2, "name"], "x"));
  const made = setIn({}, ["rows", 0], "first");
  observe(Array.isArray(made.rows));
  observe(Array.isArray(setIn({}, ["k", "0"], 1).k)); // "0" is a string key
});

test("primitive_or_null_on_the_path_is_replaced", () => {
  observe(setIn({ a: 5 }, ["a", "b"], 1));
  observe(setIn({ a: null }, ["a", 0], "v"));
  observe(setIn(null, ["x"], 1));
  observe(setIn(undefined, [3], "three"));
});

test("empty_path_returns_the_value", () => {
  const v = { fresh: true };
  observe(setIn({ old: 1 }, [], v) === v);
});

test("setting_undefined_on_a_missing_key_adds_it", () => {
  const state = { a: 1 };
  const next = setIn(state, ["b"], undefined);
  observe(next === state);
  observe("b" in next);
});

test("input_is_never_modified", () => {
  const state = { a: { b: [1, 2, { c: 3 }] }, d: "keep" };
  const snapshot = JSON.stringify(state);
  setIn(state, ["a", "b", 2, "c"], 4);
  setIn(state, ["a", "b", 5], "far");
  setIn(state, ["a", "new", "deep"], true);
  observe(JSON.stringify(state) === snapshot);
});

test("sparse_array_write", () => {
  const next = setIn({ list: [1] }, ["list", 3], 4);
  observe(next.list.length);
  observe(2 in next.list);
});

test("siblings_in_arrays_are_shared", () => {
  const a = { id: "a" };
  const b = { id: "b" };
  const c = { id: "c" };
  const state = { items: [a, b, c] };
  const next = setIn(state, ["items", 1, "id"], "B");
  observe([next.items[0] === a, next.items[1] === b, next.items[2] === c]);
  observe(next.items.map((x) => x.id));
});

test("top_level_key", () => {
  const state = { a: { deep: 1 }, b: 2 };
  const next = setIn(state, ["b"], 3);
  observe([next.b, next.a === state.a, state.b]);
});
