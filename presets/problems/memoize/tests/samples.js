// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A function that counts its real calls.
function counted(impl) {
  const f = function (...args) {
    f.calls++;
    return impl.apply(this, args);
  };
  f.calls = 0;
  return f;
}

test("sample_same_arguments_call_fn_once", () => {
  const slowSquare = counted((x) => x * x);
  const square = memoize(slowSquare);
  observe(square(4));
  observe(square(4));
  observe(square(5));
  observe(slowSquare.calls);
});

test("sample_several_arguments", () => {
  const f = counted((a, b) => a + b);
  const add = memoize(f);
  observe(add(1, 2));
  observe(add(2, 1));
  observe(add(1, 2));
  observe(f.calls);
});
