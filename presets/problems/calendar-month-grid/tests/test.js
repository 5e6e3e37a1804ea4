// Hidden tests.
test("every_week_start", () => {
  for (let ws = 0; ws < 7; ws++) observe(monthGrid(2025, 6, ws)[0]);
});

test("century_years_are_not_leap", () => {
  observe(monthGrid(1900, 2, 1)[4]);
  observe(monthGrid(2100, 3, 0)[0]);
});

test("year_2000_is_leap", () => {
  observe(monthGrid(2000, 3, 1)[0]);
});

test("crosses_year_boundaries", () => {
  observe(monthGrid(2027, 1, 1)[0]);
  observe(monthGrid(2026, 12, 0)[5]);
});

test("first_of_month_in_first_column", () => {
  observe(monthGrid(2026, 2, 0)); // Sunday 1 February 2026
  observe(monthGrid(2026, 6, 1)[0]); // Monday 1 June 2026
});

test("small_and_large_years", () => {
  observe(monthGrid(1, 1, 0)[0]);
  observe(monthGrid(44, 3, 1)[0]);
  observe(monthGrid(9998, 12, 6)[5]);
});

test("every_month_of_a_year", () => {
  for (let m = 1; m <= 12; m++) observe([monthGrid(2023, m, 1)[0][0], monthGrid(2023, m, 1)[5][6]]);
});
