// Hidden tests.
test("falsy_results_are_cached", () => {
  for (const value of [undefined, null, 0, false, "", NaN]) {
    const f = counted(() => value);
    const m = memoize(f);
    const first = m("k");
    const second = m("k");
    observe([first, second, f.calls]); // a falsy result must be cached too
  }
});

test("types_are_not_confused", () => {
  const f = counted((x) => typeof x);
  const m = memoize(f);
  observe(m(1));
  observe(m("1"));
  observe(m(null));
  observe(m(undefined));
  observe(m(true));
  observe(m("true"));
  observe(f.calls);
});

test("objects_compare_by_reference", () => {
  const f = counted((o) => o.v * 2);
  const m = memoize(f);
  const a = { v: 1 };
  const b = { v: 1 };
  observe(m(a));
  observe(m(b));
  observe(m(a));
  observe(f.calls); // equal-looking but distinct objects are different keys
  a.v = 5;
  observe(m(a)); // the same object is a hit even after it changed
});

test("same_value_zero_semantics", () => {
  const f = counted((x) => String(x));
  const m = memoize(f);
  m(NaN);
  m(NaN);
  m(0);
  m(-0);
  observe(f.calls);
});

test("argument_count_matters", () => {
  const f = counted((...args) => args.length);
  const m = memoize(f);
  observe(m(1));
  observe(m(1, undefined));
  observe(m());
  observe(m());
  observe(f.calls);
});

test("exceptions_are_not_cached", () => {
  let fail = true;
  const f = counted((x) => {
    if (fail) throw new Error("flaky");
    return x + 1;
  });
  const m = memoize(f);
  observeThrows(() => m(1));
  fail = false;
  observe(m(1));
  observe(m(1));
  observe(f.calls);
});

test("this_is_passed_through", () => {
  const obj = {
    factor: 3,
    scale: memoize(function (x) {
      return this.factor * x;
    }),
  };
  observe(obj.scale(2));
});

test("clear_empties_the_cache", () => {
  const f = counted((x) => x);
  const m = memoize(f);
  m(1);
  m.clear();
  m(1);
  m(1);
  observe(f.calls);
});

test("memoized_functions_do_not_share_a_cache", () => {
  const m1 = memoize((x) => "one:" + x);
  const m2 = memoize((x) => "two:" + x);
  observe(m1(1));
  observe(m2(1));
});

test("many_distinct_arguments_stay_fast", () => {
  const f = counted((a, b) => a * 100003 + b);
  const m = memoize(f);
  let sum = 0;
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 100000; i++) sum += m(i, i % 7);
  }
  observe(f.calls);
  observe(sum);
});
