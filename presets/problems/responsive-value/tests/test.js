// Hidden tests.
test("plain_values", () => {
  observe([resolveResponsive(3, 100, BP), resolveResponsive("auto", 2000, BP), resolveResponsive(null, 0, BP), resolveResponsive(false, 900, BP), resolveResponsive(undefined, 900, BP)]);
});

test("object_without_base", () => {
  observe(WIDTHS.map((w) => resolveResponsive({ md: "row" }, w, BP)));
});

test("object_unknown_keys_and_nulls", () => {
  const v = { base: "a", tablet: "x", lg: null, sm: undefined, md: "c" };
  observe(WIDTHS.map((w) => resolveResponsive(v, w, BP)));
});

test("falsy_values_still_apply", () => {
  observe(WIDTHS.map((w) => resolveResponsive({ base: 1, sm: 0, lg: "" , xl: false }, w, BP)));
  observe(WIDTHS.map((w) => resolveResponsive([true, false, 0, ""], w, BP)));
});

test("array_shorter_longer_and_holes", () => {
  observe(WIDTHS.map((w) => resolveResponsive([1], w, BP)));
  observe(WIDTHS.map((w) => resolveResponsive([1, 2, 3, 4, 5, 6, 7], w, BP)));
  observe(WIDTHS.map((w) => resolveResponsive([, "sm", , "lg"], w, BP))); // eslint-disable-line no-sparse-arrays
  observe(WIDTHS.map((w) => resolveResponsive([], w, BP)));
});

test("breakpoints_in_any_key_order", () => {
  const scrambled = { xl: 1280, sm: 640, lg: 1024, md: 768 };
  observe(WIDTHS.map((w) => resolveResponsive(["b", "s", "m", "l", "x"], w, scrambled)));
  observe(WIDTHS.map((w) => resolveResponsive({ base: "b", lg: "l", sm: "s" }, w, scrambled)));
});

test("custom_breakpoints", () => {
  const bp = { phone: 0, tablet: 600, desktop: 1200 };
  observe([0, 599, 600, 1199, 1200].map((w) => resolveResponsive(["base", "phone", "tablet", "desktop"], w, bp)));
  observe([0, 599, 600].map((w) => resolveResponsive({ base: "b", phone: "p" }, w, bp)));
  observe([0, 5000].map((w) => resolveResponsive({ base: 1 }, w, {})));
});

test("inherited_keys_are_not_values", () => {
  const proto = { md: "inherited" };
  const v = Object.create(proto);
  v.base = "own";
  observe(WIDTHS.map((w) => resolveResponsive(v, w, BP)));
  observe(resolveResponsive({ base: 1 }, 900, { toString: 800, md: 768 }));
});

test("objects_and_arrays_as_values", () => {
  const a = { x: 1 };
  const b = [1, 2];
  observe(resolveResponsive({ base: a, md: b }, 800, BP) === b);
  observe(resolveResponsive({ base: a, md: b }, 100, BP) === a);
});

test("base_applies_at_any_width", () => {
  observe([resolveResponsive({ base: "b", sm: "s" }, -10, BP), resolveResponsive(["b", "s"], -1, BP), resolveResponsive({ base: "b" }, 0, { zero: 0 })]);
});
