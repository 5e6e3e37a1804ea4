// Hidden tests.
const keysOf = (o) => Object.keys(camelizeKeys(o));

test("separator_runs_and_mixed", () => {
  observe(keysOf({ a__b: 1, "a-_-b": 2, "x-y_z": 3, already_camelCase: 4, "with-digits_2x": 5 }));
});

test("leading_and_trailing_separators_stay", () => {
  observe(keysOf({ _id: 1, __v: 2, "-x-y": 3, "trail_": 4, "both__": 5, _: 6, "--": 7, "_a_b_": 8 }));
});

test("keys_without_separators_unchanged", () => {
  observe(keysOf({ name: 1, URL: 2, camelCase: 3, "": 4, "a b": 5, "a.b": 6 }));
});

test("upper_cases_the_next_character_as_is", () => {
  observe(keysOf({ a_1: 1, "a_é": 2, a_B: 3, "a_$": 4, "a_ b": 5 }));
});

test("values_are_kept", () => {
  const date = new Date(0);
  const map = new Map([["a_b", 1]]);
  class Point {
    constructor() {
      this.x_y = 1;
    }
  }
  const p = new Point();
  const fn = () => 1;
  const r = camelizeKeys({ created_at: date, lookup_map: map, the_point: p, on_click: fn, n: null, u: undefined, s: "snake_case_value" });
  observe([r.createdAt === date, r.lookupMap === map, r.thePoint === p, r.onClick === fn]);
  observe([r.n, r.u, r.s, "u" in r]);
  observe(Object.keys(r.thePoint));
});

test("primitives_and_top_level_arrays", () => {
  observe(camelizeKeys(5));
  observe(camelizeKeys("a_b"));
  observe(camelizeKeys(null));
  observe(camelizeKeys(undefined));
  observe(camelizeKeys([{ a_b: 1 }, [{ c_d: 2 }], 3]));
  observe(camelizeKeys([]));
  observe(camelizeKeys({}));
});

test("null_prototype_objects", () => {
  const bare = Object.create(null);
  bare.first_name = "x";
  const r = camelizeKeys({ inner: bare });
  observe(r);
});

test("input_not_changed_and_not_shared", () => {
  const input = { a_b: { c_d: [1, { e_f: 2 }] } };
  const before = JSON.stringify(input);
  const r = camelizeKeys(input);
  observe(JSON.stringify(input) === before);
  observe(r.aB === input.a_b || r.aB.cD === input.a_b.c_d);
  observe(r);
});

test("colliding_keys_later_wins", () => {
  observe(camelizeKeys({ a_b: 1, aB: 2 }));
  observe(camelizeKeys({ aB: 1, a_b: 2 }));
  observe(camelizeKeys({ "a-b": 1, a_b: 2, a__b: 3 }));
});

test("deep_nesting", () => {
  let v = { leaf_value: true };
  for (let i = 0; i < 300; i++) v = { next_level: [v] };
  let r = camelizeKeys(v);
  let depth = 0;
  while (r.nextLevel) {
    r = r.nextLevel[0];
    depth++;
  }
  observe([depth, r]);
});
