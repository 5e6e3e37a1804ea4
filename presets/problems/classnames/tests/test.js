// Hidden tests.
test("no_arguments", () => {
  observe(classNames());
  observe(classNames(null, undefined, false, "", 0, NaN));
});

test("numbers", () => {
  observe(classNames(1, 0, -2, 3.5));
});

test("truthy_and_falsy_object_values", () => {
  observe(classNames({ a: 1, b: 0, c: "yes", d: "", e: null, f: [], g: {}, h: undefined, i: NaN }));
});

test("nested_arrays", () => {
  observe(classNames(["a", ["b", ["c", [{ d: true, e: false }]]]], [], [[]]));
});

test("inherited_keys_are_ignored", () => {
  const proto = { inherited: true };
  const obj = Object.create(proto);
  obj.own = true;
  observe(classNames(obj));
});

test("duplicates_are_kept_in_order", () => {
  observe(classNames("a", "b", "a", { b: true }));
});

test("other_types_are_ignored", () => {
  observe(classNames(() => "fn", true, Symbol("s"), "y"));
});

test("order_follows_arguments", () => {
  observe(classNames({ z: true }, "m", ["a"], { b: true, a: true }));
});

test("large_input", () => {
  const parts = [];
  for (let i = 0; i < 20000; i++) parts.push(i % 3 ? "c" + i : { ["o" + i]: i % 2 === 0 });
  const out = classNames(parts);
  observe([out.length, out.slice(0, 30), out.slice(-20)]);
});
