// The built-ins are off limits for this problem.
Array.prototype.flat = function () { throw new Error("Array.prototype.flat is not allowed here"); };
Array.prototype.flatMap = function () { throw new Error("Array.prototype.flatMap is not allowed here"); };

test("sample_default_depth_is_one", () => {
  assert.deepStrictEqual(flatten([1, [2, [3, [4]]], 5]), [1, 2, [3, [4]], 5]);
});

test("sample_explicit_depths", () => {
  const input = [1, [2, [3, [4]]]];
  assert.deepStrictEqual(flatten(input, 2), [1, 2, 3, [4]]);
  assert.deepStrictEqual(flatten(input, Infinity), [1, 2, 3, 4]);
});

test("depth_zero_is_a_shallow_copy", () => {
  const inner = [2];
  const input = [1, inner];
  const out = flatten(input, 0);
  assert.deepStrictEqual(out, [1, [2]]);
  assert.notStrictEqual(out, input);
  assert.strictEqual(out[1], inner);
});

test("input_is_not_modified", () => {
  const input = [[1, [2]], [3]];
  flatten(input, Infinity);
  assert.deepStrictEqual(input, [[1, [2]], [3]]);
});

test("empty_arrays_vanish_when_flattened", () => {
  assert.deepStrictEqual(flatten([]), []);
  assert.deepStrictEqual(flatten([[], [[]], 1]), [[], 1]);
  assert.deepStrictEqual(flatten([[], [[]], 1], Infinity), [1]);
});

test("siblings_get_the_same_depth", () => {
  assert.deepStrictEqual(flatten([[1, [2]], [3, [4]], [5, [6]]], 1), [1, [2], 3, [4], 5, [6]]);
  assert.deepStrictEqual(flatten([[[1]], [[2]], [[3]]], 2), [1, 2, 3]);
});

test("non_arrays_are_kept_as_is", () => {
  const obj = { a: [1] };
  const arrayLike = { length: 1, 0: "x" };
  const out = flatten(["ab", obj, arrayLike, null, undefined, 0, [NaN]], Infinity);
  assert.strictEqual(out.length, 7);
  assert.strictEqual(out[0], "ab");
  assert.strictEqual(out[1], obj);
  assert.strictEqual(out[2], arrayLike);
  assert.strictEqual(out[3], null);
  assert.strictEqual(out[4], undefined);
  assert.ok(Number.isNaN(out[6]));
});

test("depth_larger_than_nesting", () => {
  assert.deepStrictEqual(flatten([[1], [[2]]], 50), [1, 2]);
});

test("deep_nesting_1000_levels", () => {
  let input = [42];
  for (let i = 0; i < 1000; i++) input = [input, i];
  const out = flatten(input, Infinity);
  assert.strictEqual(out.length, 1001);
  assert.strictEqual(out[0], 42);
  assert.strictEqual(out[1000], 999);
});

test("large_input_is_linear", () => {
  const input = [];
  for (let i = 0; i < 100000; i++) input.push(i % 2 ? [i] : i);
  input.push(Array.from({ length: 100000 }, (_, i) => i));
  const out = flatten(input);
  assert.strictEqual(out.length, 200000);
  assert.strictEqual(out[99999], 99999);
  assert.strictEqual(out[199999], 99999);
});
