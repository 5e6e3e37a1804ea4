// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// The built-ins are off limits for this problem.
Array.prototype.flat = function () { throw new Error("Array.prototype.flat is not allowed here"); };
Array.prototype.flatMap = function () { throw new Error("Array.prototype.flatMap is not allowed here"); };

test("sample_default_depth_is_one", () => {
  observe(flatten([1, [2, [3, [4]]], 5]));
});

test("sample_explicit_depths", () => {
  const input = [1, [2, [3, [4]]]];
  observe(flatten(input, 2));
  observe(flatten(input, Infinity));
});
