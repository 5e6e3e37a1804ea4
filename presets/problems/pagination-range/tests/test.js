// Hidden tests.
test("no_pages", () => {
  observe(paginationRange(1, 0));
  observe(paginationRange(3, -5));
});

test("one_page_appears_once", () => {
  observe(paginationRange(1, 1));
  observe(paginationRange(1, 1, 3));
});

test("two_and_three_pages", () => {
  observe(paginationRange(1, 2));
  observe(paginationRange(2, 2));
  observe(paginationRange(1, 3, 0));
  observe(paginationRange(3, 3, 0));
  observe(paginationRange(2, 3, 0));
});

test("near_the_start_and_the_end", () => {
  for (let c = 1; c <= 12; c++) observe(paginationRange(c, 12));
});

test("gap_of_exactly_one_vs_two", () => {
  observe(paginationRange(5, 9)); // 1 [2 3] 4 5 6 [7 8] 9: gaps of two pages
  observe(paginationRange(4, 7)); // 1 2 3 4 5 6 7: gaps of one page filled
  observe(paginationRange(5, 11, 2)); // 3..7, 2 filled between 1 and 3
  observe(paginationRange(7, 11, 2)); // 5..9: only 10 is missing before 11, so 10 is shown
});

test("siblings_zero", () => {
  observe(paginationRange(5, 9, 0));
  observe(paginationRange(3, 9, 0));
  observe(paginationRange(1, 9, 0));
  observe(paginationRange(9, 9, 0));
});

test("wide_siblings", () => {
  observe(paginationRange(6, 10, 3));
  observe(paginationRange(10, 30, 4));
  observe(paginationRange(1, 5, 10));
});

test("current_is_clamped", () => {
  observe(paginationRange(0, 10));
  observe(paginationRange(-7, 10));
  observe(paginationRange(15, 10));
  observe(paginationRange(1000000000, 3, 1));
});

test("default_siblings_is_one", () => {
  observe(paginationRange(50, 100));
  observe(paginationRange(50, 100, undefined));
});

test("huge_total_stays_fast", () => {
  observe(paginationRange(500000000, 1000000000));
  observe(paginationRange(1, 1000000000, 2));
  observe(paginationRange(1000000000, 1000000000, 2));
  let count = 0;
  for (let i = 0; i < 2000; i++) count += paginationRange(i * 499999, 1000000000, 10).length;
  observe(count);
});
