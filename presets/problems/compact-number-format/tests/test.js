// Hidden tests.
test("half_up_rounding_in_tenths", () => {
  observe([1050, 1150, 1250, 1349, 1350, 2450, 10050, 99949, 99950].map(formatCompact));
});

test("rounding_up_to_the_next_unit", () => {
  observe([999499, 999500, 999950, 999999, 999499999, 999500000, 999999999999].map(formatCompact));
});

test("whole_numbers_from_one_hundred", () => {
  observe([100000, 100499, 100500, 123456, 999000, 420000000].map(formatCompact));
});

test("dropping_point_zero", () => {
  observe([1000, 1049, 2000000, 3000000000, 7000000000000].map(formatCompact));
});

test("trillions_do_not_promote", () => {
  observe([999999999999999, 1000000000000000, 123456789012345].map(formatCompact));
});

test("negatives", () => {
  observe([-1, -999, -1000, -1050, -999950, -1000000000000000].map(formatCompact));
});

test("small_numbers_unchanged", () => {
  observe([1, 42, 500, 998].map(formatCompact));
});

test("boundaries_of_each_unit", () => {
  const out = [];
  for (let e = 3; e <= 15; e++) {
    const p = 10 ** e;
    out.push([formatCompact(p - 1), formatCompact(p), formatCompact(p + 1)]);
  }
  observe(out);
});
