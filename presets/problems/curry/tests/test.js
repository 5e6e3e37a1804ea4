const add3 = (a, b, c) => a + b + c;

test("sample_any_grouping_of_arguments", () => {
  const add = curry(add3);
  assert.strictEqual(add(1)(2)(3), 6);
  assert.strictEqual(add(1, 2)(3), 6);
  assert.strictEqual(add(1)(2, 3), 6);
  assert.strictEqual(add(1, 2, 3), 6);
});

test("sample_partials_are_reusable", () => {
  const add = curry(add3);
  const add1 = add(1);
  assert.strictEqual(add1(2)(3), 6);
  const again = add1(10);
  assert.strictEqual(typeof again, "function", "add1 must still wait for two more arguments");
  assert.strictEqual(again(20), 31);
  assert.strictEqual(add1(2)(3), 6);
});

test("branches_do_not_interfere", () => {
  const add = curry(add3);
  const p = add(1);
  const q = p(2);
  const r = p(100);
  assert.strictEqual(r(5), 106);
  assert.strictEqual(q(3), 6);
  assert.strictEqual(q(4), 7);
  assert.strictEqual(p(5)(5), 11);
});

test("extra_arguments_are_passed_through", () => {
  const collect = curry(function (a, b) {
    return Array.from(arguments);
  });
  assert.deepStrictEqual(collect(1)(2, 3), [1, 2, 3]);
  assert.deepStrictEqual(collect(1, 2, 3, 4), [1, 2, 3, 4]);
});

test("empty_calls_do_not_advance", () => {
  const add = curry(add3);
  assert.strictEqual(add()(1)()(2)()(3), 6);
  assert.strictEqual(typeof add(), "function");
});

test("zero_arity_runs_on_first_call", () => {
  let runs = 0;
  const f = curry(() => {
    runs++;
    return 42;
  });
  assert.strictEqual(f(), 42);
  assert.strictEqual(f(), 42);
  assert.strictEqual(runs, 2);
});

test("default_and_rest_parameters_follow_fn_length", () => {
  const withDefault = curry((a, b = 10) => a + b);
  assert.strictEqual(withDefault(1), 11);
  assert.strictEqual(withDefault(1, 2), 3);
  const withRest = curry((a, b, ...rest) => [a, b, rest.length]);
  assert.deepStrictEqual(withRest(1)(2), [1, 2, 0]);
  assert.deepStrictEqual(withRest(1)(2, 3, 4), [1, 2, 2]);
});

test("fn_runs_exactly_once_per_completion", () => {
  let runs = 0;
  const f = curry((a, b) => {
    runs++;
    return a * b;
  });
  const half = f(3);
  assert.strictEqual(runs, 0);
  assert.strictEqual(half(4), 12);
  assert.strictEqual(runs, 1);
  assert.strictEqual(half(5), 15);
  assert.strictEqual(runs, 2);
});

test("result_is_returned_as_is", () => {
  assert.strictEqual(curry((a) => undefined)(1), undefined);
  const obj = {};
  assert.strictEqual(curry((a, b) => obj)(1)(2), obj);
  const fnResult = () => "inner";
  assert.strictEqual(curry((a) => fnResult)(1), fnResult);
});

test("this_of_the_last_call_is_used", () => {
  const obj = {
    base: 100,
    sum: curry(function (a, b) {
      return this.base + a + b;
    }),
  };
  assert.strictEqual(obj.sum(1, 2), 103);
  const other = { base: 1, late: obj.sum(5) };
  assert.strictEqual(other.late(6), 12);
});

test("many_parameters", () => {
  const f = curry((a, b, c, d, e, f2, g, h, i, j) => [a, b, c, d, e, f2, g, h, i, j].join(""));
  let g = f;
  for (let k = 0; k < 9; k++) g = g(k);
  assert.strictEqual(g(9), "0123456789");
  assert.strictEqual(f(0, 1, 2)(3)(4, 5, 6, 7)(8)(9), "0123456789");
});
