// Hidden tests.
test("small_numbers_have_no_separator", () => {
  observe([formatNumber(0), formatNumber(7), formatNumber(999), formatNumber(1000), formatNumber(100000)]);
});

test("group_boundaries", () => {
  const out = [];
  let x = 1;
  for (let digits = 1; digits <= 13; digits++) {
    out.push(formatNumber(x));
    x = x * 10 + ((digits + 1) % 10);
  }
  observe(out);
});

test("fraction_is_not_grouped", () => {
  observe(formatNumber(1234.56789, { decimals: 5 }));
  observe(formatNumber(0.1234567, { decimals: 7 }));
  observe(formatNumber(1234567.125, { decimals: 3, separator: " " }));
});

test("rounding_half_away_from_zero", () => {
  observe([formatNumber(2.5), formatNumber(3.5), formatNumber(0.5), formatNumber(0.125, { decimals: 2 })]);
  observe([formatNumber(-2.5), formatNumber(-3.5), formatNumber(-0.5), formatNumber(-0.125, { decimals: 2 })]);
});

test("rounding_carries_into_a_new_group", () => {
  observe(formatNumber(999999.5));
  observe(formatNumber(-999.9999, { decimals: 2 }));
});

test("negative_values", () => {
  observe([formatNumber(-1234567), formatNumber(-1, { decimals: 2 }), formatNumber(-1000.25, { decimals: 1 })]);
});

test("no_sign_on_rounded_zero", () => {
  observe([formatNumber(-0), formatNumber(-0.001, { decimals: 2 }), formatNumber(-0.4), formatNumber(-0.0049, { decimals: 2 })]);
});

test("padding_with_zeros", () => {
  observe([formatNumber(5, { decimals: 3 }), formatNumber(1e6, { decimals: 1 }), formatNumber(0, { decimals: 2 })]);
});

test("custom_separators", () => {
  observe(formatNumber(98765432.5, { decimals: 1, separator: "'", point: "." }));
  observe(formatNumber(-98765432, { separator: "\u202f" }));
  observe(formatNumber(1234.5, { decimals: 2, separator: "", point: "," }));
  observe(formatNumber(1234567, { separator: ", " }));
});

test("non_finite", () => {
  observe([formatNumber(NaN), formatNumber(Infinity), formatNumber(-Infinity), formatNumber(NaN, { decimals: 2 })]);
});

test("very_large", () => {
  observe(formatNumber(123456789012345680000));
  observe(formatNumber(-9007199254740991));
});

test("options_partly_given", () => {
  observe(formatNumber(4321.5, { point: "," }));
  observe(formatNumber(4321.5, { decimals: 1 }));
  observe(formatNumber(4321.5, {}));
});
