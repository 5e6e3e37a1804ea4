// Hidden tests.
test("ties_go_to_the_leftmost_column", () => {
  observe(masonry([100, 100, 100, 100, 100, 100], 3, 0));
  observe(masonry([50, 50, 30, 20], 2, 5));
});

test("one_column_stacks", () => {
  observe(masonry([10, 20, 30], 1, 4));
});

test("more_columns_than_cards", () => {
  observe(masonry([40, 70], 5, 12));
});

test("zero_height_cards_and_zero_gap", () => {
  observe(masonry([0, 0, 0, 5, 0], 2, 0));
  observe(masonry([0, 0], 2, 8));
});

test("tall_card_blocks_its_column", () => {
  observe(masonry([1000, 10, 10, 10, 10, 10, 10], 2, 2));
});

test("many_cards", () => {
  const hs = [];
  let x = 7;
  for (let i = 0; i < 100000; i++) { x = (x * 1103515245 + 12345) % 2147483648; hs.push(x % 500); }
  const r = masonry(hs, 7, 9);
  observe(r.height);
  observe(r.positions.slice(0, 20));
  observe(r.positions.slice(-20));
  let sum = 0;
  for (const [c, t] of r.positions) sum = (sum + c * 31 + t) % 1000000007;
  observe(sum);
});
