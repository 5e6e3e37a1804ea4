// Hidden tests.
test("countdown_rounds_up", () => {
  observe([0, 1, 999, 1000, 1001, 59000, 59001, 60000].map(formatCountdown));
});

test("countdown_hours_appear_only_when_needed", () => {
  observe([3599000, 3599001, 3600000, 3600001, 36000000, 360000000, 86400000].map(formatCountdown));
});

test("countdown_padding", () => {
  observe([5000, 605000, 3605000, 3660000, 7265000].map(formatCountdown));
});

test("countdown_non_positive_and_bad_input", () => {
  observe([-1, -5000, -0, NaN, Infinity, -Infinity].map(formatCountdown));
});

test("humanize_each_unit", () => {
  observe([1000, 59000, 60000, 61000, 3600000, 86400000, 90000000].map(humanizeDuration));
});

test("humanize_second_unit_only_if_next_and_non_zero", () => {
  observe([86400000 + 5000, 86400000 + 60000, 3600000 + 1000, 3600000 + 60000 + 1000, 86400000 + 3600000 + 60000].map(humanizeDuration));
});

test("humanize_floors", () => {
  observe([1999, 59999, 3599999, 86399999, 172799999].map(humanizeDuration));
});

test("humanize_zero_negative_bad", () => {
  observe([0, 999, -1000, NaN, Infinity].map(humanizeDuration));
});

test("humanize_large", () => {
  observe([365 * 86400000, 1e12].map(humanizeDuration));
});

test("ticking_timer", () => {
  const shown = [];
  for (let left = 3000; left >= 0; left -= 250) shown.push(formatCountdown(left));
  observe(shown);
});
