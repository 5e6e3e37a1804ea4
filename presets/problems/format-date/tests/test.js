// Hidden tests.
test("every_token", () => {
  const d = at(2031, 11, 4, 19, 8, 3, 45);
  const tokens = ["YYYY", "YY", "MMM", "MM", "M", "DD", "D", "ddd", "HH", "H", "hh", "h", "mm", "m", "ss", "s", "SSS", "A", "a"];
  observe(tokens.map((t) => t + "=" + formatDate(d, t)));
});

test("padding_of_small_values", () => {
  const d = at(2005, 1, 2, 3, 4, 5, 6);
  observe(formatDate(d, "YYYY YY MM M DD D HH H hh h mm m ss s SSS"));
  observe(formatDate(at(2000, 10, 10, 10, 10, 10, 100), "YY MM DD HH mm ss SSS"));
});

test("twelve_hour_clock", () => {
  const out = [];
  for (const hour of [0, 1, 11, 12, 13, 23]) out.push(formatDate(at(2024, 6, 1, hour, 30), "h hh A a H"));
  observe(out);
});

test("month_and_day_names", () => {
  const out = [];
  for (let m = 1; m <= 12; m++) out.push(formatDate(at(2023, m, 15), "MMM ddd"));
  observe(out);
  observe(formatDate(at(2023, 12, 25), "D MMM"));
  observe(formatDate(at(2023, 3, 1), "MMM D, YYYY"));
});

test("names_are_not_rescanned", () => {
  observe(formatDate(at(2022, 12, 5, 9), "MMM D"));
  observe(formatDate(at(2022, 5, 2, 9), "ddd MMM"));
  observe(formatDate(at(2022, 3, 7, 9), "MMM a"));
  observe(formatDate(at(2022, 8, 1, 21), "A ddd h"));
});

test("longest_token_wins", () => {
  const d = at(2024, 7, 8, 9, 10, 11, 12);
  observe(formatDate(d, "YYYYMMDD"));
  observe(formatDate(d, "MMMM"));
  observe(formatDate(d, "YYYYY"));
  observe(formatDate(d, "YYY"));
  observe(formatDate(d, "DDD"));
  observe(formatDate(d, "SSSS"));
  observe(formatDate(d, "SS"));
  observe(formatDate(d, "mmm"));
  observe(formatDate(d, "dd"));
});

test("escapes", () => {
  const d = at(2024, 7, 8, 9, 10, 11);
  observe(formatDate(d, "[Today is] dddd"));
  observe(formatDate(d, "[YYYY] YYYY"));
  observe(formatDate(d, "[]YYYY[]"));
  observe(formatDate(d, "[[MM]]"));
  observe(formatDate(d, "[unclosed MM"));
  observe(formatDate(d, "MM] ]"));
  observe(formatDate(d, "[a][b] [c]D"));
});

test("literal_text_passes_through", () => {
  const d = at(2024, 7, 8, 9, 10, 11);
  observe(formatDate(d, ""));
  observe(formatDate(d, "T-Z/x.y_w 中文 😀"));
  observe(formatDate(d, "YYYY年M月D日"));
});

test("timestamps_and_invalid_dates", () => {
  observe(formatDate(0, "YYYY-MM-DD HH:mm:ss.SSS ddd"));
  observe(formatDate(951782400000, "YYYY-MM-DD ddd")); // 2000-02-29
  observe(formatDate(-1, "YYYY-MM-DD HH:mm:ss.SSS"));
  observe(formatDate(NaN, "YYYY"));
  observe(formatDate(new Date("not a date"), "YYYY"));
});

test("small_years_are_padded", () => {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(33);
  observe(formatDate(d, "YYYY YY"));
  d.setUTCFullYear(907);
  observe(formatDate(d, "YYYY YY"));
  d.setUTCFullYear(9999);
  observe(formatDate(d, "YYYY YY"));
});

test("end_of_year_and_leap_day", () => {
  observe(formatDate(at(1999, 12, 31, 23, 59, 59, 999), "YYYY-MM-DD HH:mm:ss.SSS A"));
  observe(formatDate(at(2024, 2, 29, 12), "ddd D MMM YYYY h A"));
});
