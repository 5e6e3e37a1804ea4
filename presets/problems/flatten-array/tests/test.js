// Hidden tests.
test("depth_zero_is_a_shallow_copy", () => {
  const inner = [2];
  const input = [1, inner];
  const out = flatten(input, 0);
  observe(out);
  observe(out !== input);
  observe(out[1] === inner);
});

test("input_is_not_modified", () => {
  const input = [[1, [2]], [3]];
  flatten(input, Infinity);
  observe(input);
});

test("empty_arrays_vanish_when_flattened", () => {
  observe(flatten([]));
  observe(flatten([[], [[]], 1]));
  observe(flatten([[], [[]], 1], Infinity));
});

test("siblings_get_the_same_depth", () => {
  observe(flatten([[1, [2]], [3, [4]], [5, [6]]], 1));
  observe(flatten([[[1]], [[2]], [[3]]], 2));
});

test("non_arrays_are_kept_as_is", () => {
  const obj = { a: [1] };
  const arrayLike = { length: 1, 0: "x" };
  const out = flatten(["ab", obj, arrayLike, null, undefined, 0, [NaN]], Infinity);
  observe(out.length);
  observe(out[0]);
  observe(out[1] === obj);
  observe(out[2] === arrayLike);
  observe(out[3]);
  observe(out[4]);
  observe(Boolean(Number.isNaN(out[6])));
});

test("depth_larger_than_nesting", () => {
  observe(flatten([[1], [[2]]], 50));
});

test("deep_nesting_1000_levels", () => {
  let input = [42];
  for (let i = 0; i < 1000; i++) input = [input, i];
  const out = flatten(input, Infinity);
  observe(out.length);
  observe(out[0]);
  observe(out[1000]);
});

test("large_input_is_linear", () => {
  const input = [];
  for (let i = 0; i < 100000; i++) input.push(i % 2 ? [i] : i);
  input.push(Array.from({ length: 100000 }, (_, i) => i));
  const out = flatten(input);
  observe(out.length);
  observe(out[99999]);
  observe(out[199999]);
});
