// Hidden tests; data comes from samples.js.
test("falsy_values_are_returned_not_defaulted", () => {
  observe(get(data, "user.score", 99));
  observe(get(data, "user.active", true));
  observe(get(data, "user.nick", "x"));
  observe(get(data, "user.address", "x")); // null is a value
});

test("missing_in_the_middle_gives_default", () => {
  observe(get(data, "user.address.city", "none")); // through null
  observe(get(data, "user.missing.deep.path", "none"));
  observe(get(data, "list[5].id", "none"));
  observe(get(data, "list[0].items[0]", "none"));
});

test("no_default_means_undefined", () => {
  observe(get(data, "nope") === undefined);
  observe(get(data, "user.address.city") === undefined);
});

test("empty_path_is_the_object_itself", () => {
  observe(get(data, "") === data);
  observe(get(data, []) === data);
});

test("null_or_undefined_root", () => {
  observe(get(null, "a", "d"));
  observe(get(undefined, "a.b", "d"));
  observe(get(null, "", "d"));
});

test("array_paths_with_numbers_and_dotted_keys", () => {
  const o = { "a.b": { c: 1 }, a: { b: { c: 2 } }, arr: [5, 6] };
  observe(get(o, ["a.b", "c"]));
  observe(get(o, "a.b.c"));
  observe(get(o, ["arr", 1]));
  observe(get(o, ["arr", "1"]));
});

test("brackets_and_dots_mixed", () => {
  const o = { m: [[{ x: [0, { y: "deep" }] }]] };
  observe(get(o, "m[0][0].x[1].y"));
  observe(get(o, "m.0.0.x.1.y"));
});

test("strings_and_their_properties", () => {
  observe(get({ s: "hello" }, "s.length"));
  observe(get({ s: "hello" }, "s[1]"));
  observe(get({ n: 5 }, "n.toFixed.length"));
});

test("values_that_are_objects_come_back_as_they_are", () => {
  const inner = { z: 1 };
  const o = { a: { b: inner } };
  observe(get(o, "a.b") === inner);
  observe(get(o, "a.b", { other: true }) === inner);
});

test("undefined_stored_value_gives_default", () => {
  observe(get({ a: undefined }, "a", "fallback"));
  observe(get({ a: [undefined] }, "a[0]", "fallback"));
});

test("long_path", () => {
  let o = { end: "reached" };
  const keys = [];
  for (let i = 0; i < 2000; i++) {
    o = { ["k" + i]: o };
    keys.unshift("k" + i);
  }
  observe(get(o, keys.join(".") + ".end"));
  observe(get(o, [...keys, "end"]));
  observe(get(o, keys.slice(1).join("."), "no"));
});
