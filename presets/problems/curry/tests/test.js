// Hidden tests; helpers (add3) come from samples.js.
test("branches_do_not_interfere", () => {
  const add = curry(add3);
  const p = add(1);
  const q = p(2);
  const r = p(100);
  observe(r(5));
  observe(q(3));
  observe(q(4));
  observe(p(5)(5));
});

test("extra_arguments_are_passed_through", () => {
  const collect = curry(function (a, b) {
    return Array.from(arguments);
  });
  observe(collect(1)(2, 3));
  observe(collect(1, 2, 3, 4));
});

test("empty_calls_do_not_advance", () => {
  const add = curry(add3);
  observe(add()(1)()(2)()(3));
  observe(typeof add());
});

test("zero_arity_runs_on_first_call", () => {
  let runs = 0;
  const f = curry(() => {
    runs++;
    return 42;
  });
  observe(f());
  observe(f());
  observe(runs);
});

test("default_and_rest_parameters_follow_fn_length", () => {
  const withDefault = curry((a, b = 10) => a + b);
  observe(withDefault(1));
  observe(withDefault(1, 2));
  const withRest = curry((a, b, ...rest) => [a, b, rest.length]);
  observe(withRest(1)(2));
  observe(withRest(1)(2, 3, 4));
});

test("fn_runs_exactly_once_per_completion", () => {
  let runs = 0;
  const f = curry((a, b) => {
    runs++;
    return a * b;
  });
  const half = f(3);
  observe(runs);
  observe(half(4));
  observe(runs);
  observe(half(5));
  observe(runs);
});

test("result_is_returned_as_is", () => {
  observe(curry((a) => undefined)(1));
  const obj = {};
  observe(curry((a, b) => obj)(1)(2) === obj);
  const fnResult = () => "inner";
  observe(curry((a) => fnResult)(1) === fnResult);
});

test("this_of_the_last_call_is_used", () => {
  const obj = {
    base: 100,
    sum: curry(function (a, b) {
      return this.base + a + b;
    }),
  };
  observe(obj.sum(1, 2));
  const other = { base: 1, late: obj.sum(5) };
  observe(other.late(6));
});

test("many_parameters", () => {
  const f = curry((a, b, c, d, e, f2, g, h, i, j) => [a, b, c, d, e, f2, g, h, i, j].join(""));
  let g = f;
  for (let k = 0; k < 9; k++) g = g(k);
  observe(g(9));
  observe(f(0, 1, 2)(3)(4, 5, 6, 7)(8)(9));
});
