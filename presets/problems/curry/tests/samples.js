// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.
const add3 = (a, b, c) => a + b + c;

test("sample_any_grouping_of_arguments", () => {
  const add = curry(add3);
  observe(add(1)(2)(3));
  observe(add(1, 2)(3));
  observe(add(1)(2, 3));
  observe(add(1, 2, 3));
});

test("sample_partials_are_reusable", () => {
  const add = curry(add3);
  const add1 = add(1);
  observe(add1(2)(3));
  const again = add1(10);
  observe(typeof again); // add1 must still wait for two more arguments
  observe(again(20));
  observe(add1(2)(3));
});
