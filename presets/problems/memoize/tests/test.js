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
  assert.strictEqual(square(4), 16);
  assert.strictEqual(square(4), 16);
  assert.strictEqual(square(5), 25);
  assert.strictEqual(slowSquare.calls, 2);
});

test("sample_several_arguments", () => {
  const f = counted((a, b) => a + b);
  const add = memoize(f);
  assert.strictEqual(add(1, 2), 3);
  assert.strictEqual(add(2, 1), 3);
  assert.strictEqual(add(1, 2), 3);
  assert.strictEqual(f.calls, 2);
});

test("falsy_results_are_cached", () => {
  for (const value of [undefined, null, 0, false, "", NaN]) {
    const f = counted(() => value);
    const m = memoize(f);
    m("k");
    m("k");
    assert.strictEqual(f.calls, 1, `result ${String(value)} was not cached`);
  }
});

test("types_are_not_confused", () => {
  const f = counted((x) => typeof x);
  const m = memoize(f);
  assert.strictEqual(m(1), "number");
  assert.strictEqual(m("1"), "string");
  assert.strictEqual(m(null), "object");
  assert.strictEqual(m(undefined), "undefined");
  assert.strictEqual(m(true), "boolean");
  assert.strictEqual(m("true"), "string");
  assert.strictEqual(f.calls, 6);
});

test("objects_compare_by_reference", () => {
  const f = counted((o) => o.v * 2);
  const m = memoize(f);
  const a = { v: 1 };
  const b = { v: 1 };
  assert.strictEqual(m(a), 2);
  assert.strictEqual(m(b), 2);
  assert.strictEqual(m(a), 2);
  assert.strictEqual(f.calls, 2, "equal-looking but distinct objects are different keys");
  a.v = 5;
  assert.strictEqual(m(a), 2, "the same object is a hit even after it changed");
});

test("same_value_zero_semantics", () => {
  const f = counted((x) => String(x));
  const m = memoize(f);
  m(NaN);
  m(NaN);
  m(0);
  m(-0);
  assert.strictEqual(f.calls, 2);
});

test("argument_count_matters", () => {
  const f = counted((...args) => args.length);
  const m = memoize(f);
  assert.strictEqual(m(1), 1);
  assert.strictEqual(m(1, undefined), 2);
  assert.strictEqual(m(), 0);
  assert.strictEqual(m(), 0);
  assert.strictEqual(f.calls, 3);
});

test("exceptions_are_not_cached", () => {
  let fail = true;
  const f = counted((x) => {
    if (fail) throw new Error("flaky");
    return x + 1;
  });
  const m = memoize(f);
  assert.throws(() => m(1), /flaky/);
  fail = false;
  assert.strictEqual(m(1), 2);
  assert.strictEqual(m(1), 2);
  assert.strictEqual(f.calls, 2);
});

test("this_is_passed_through", () => {
  const obj = {
    factor: 3,
    scale: memoize(function (x) {
      return this.factor * x;
    }),
  };
  assert.strictEqual(obj.scale(2), 6);
});

test("clear_empties_the_cache", () => {
  const f = counted((x) => x);
  const m = memoize(f);
  m(1);
  m.clear();
  m(1);
  m(1);
  assert.strictEqual(f.calls, 2);
});

test("memoized_functions_do_not_share_a_cache", () => {
  const m1 = memoize((x) => "one:" + x);
  const m2 = memoize((x) => "two:" + x);
  assert.strictEqual(m1(1), "one:1");
  assert.strictEqual(m2(1), "two:1");
});

test("many_distinct_arguments_stay_fast", () => {
  const f = counted((a, b) => a * 100003 + b);
  const m = memoize(f);
  let sum = 0;
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 100000; i++) sum += m(i, i % 7);
  }
  assert.strictEqual(f.calls, 100000);
  assert.ok(sum > 0);
});
