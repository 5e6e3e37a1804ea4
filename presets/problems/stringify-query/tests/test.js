// Hidden tests.
test("empty_object", () => {
  observe(stringifyQuery({}));
  observe(stringifyQuery({ a: undefined, b: [] }));
});

test("falsy_values_are_kept", () => {
  observe(stringifyQuery({ zero: 0, no: false, empty: "", nan: NaN }));
});

test("null_is_an_empty_value", () => {
  observe(stringifyQuery({ a: null, b: 1 }));
});

test("reserved_characters_in_values", () => {
  observe(stringifyQuery({ q: "a&b=c?d#e", path: "/x/y", plus: "1+1", pct: "100%" }));
});

test("sub_delims_are_encoded", () => {
  observe(stringifyQuery({ expr: "(a*b)!", quote: "it's" }));
});

test("unicode_and_spaces", () => {
  observe(stringifyQuery({ city: "São Paulo", emoji: "👍", cjk: "北京" }));
});

test("keys_are_encoded", () => {
  observe(stringifyQuery({ "full name": "Ada", "a&b": 1, "x=y": 2 }));
});

test("arrays_skip_undefined_keep_null", () => {
  observe(stringifyQuery({ id: [1, undefined, null, 3] }));
});

test("dates", () => {
  observe(stringifyQuery({ from: new Date(Date.UTC(2024, 0, 31, 23, 59, 5)), list: [new Date(0)] }));
});

test("deep_nesting_with_arrays", () => {
  observe(stringifyQuery({ f: { color: ["red", "blue"], size: { eu: 42, us: undefined } }, page: 1 }));
});

test("nested_keys_encode_each_segment", () => {
  observe(stringifyQuery({ "my filter": { "sub key": "v w", "(x)": null } }));
});

test("empty_nested_object_emits_nothing", () => {
  observe(stringifyQuery({ a: {}, b: { c: {} }, d: 1 }));
});

test("key_order_is_kept", () => {
  observe(stringifyQuery({ z: 1, a: 2, m: [3, 4], b: { y: 5, x: 6 } }));
});

test("booleans_and_numbers", () => {
  observe(stringifyQuery({ t: true, f: false, n: -1.5, big: 1e21, inf: Infinity }));
});
