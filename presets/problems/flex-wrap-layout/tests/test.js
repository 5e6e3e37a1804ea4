// Hidden tests.
test("exact_fit_stays_on_the_line", () => {
  observe(layoutFlex(100, 10, [{ basis: 45 }, { basis: 45 }, { basis: 1 }]));
});

test("gap_counts_when_breaking", () => {
  observe(layoutFlex(100, 5, [{ basis: 50 }, { basis: 50 }]));
});

test("oversized_item_alone_on_its_line", () => {
  observe(layoutFlex(100, 10, [{ basis: 30, grow: 1 }, { basis: 250, grow: 1 }, { basis: 30 }]));
});

test("min_and_max_change_line_breaks", () => {
  observe(layoutFlex(200, 0, [{ basis: 50, min: 120 }, { basis: 100 }, { basis: 300, max: 60 }, { basis: 100 }]));
});

test("min_violation_refreezes", () => {
  // The first target (68) is below its min: it freezes at 200,
  // and the others must be recomputed from what is left.
  observe(layoutFlex(400, 0, [{ basis: 10, grow: 1, min: 200 }, { basis: 50, grow: 1 }, { basis: 50, grow: 3 }]));
});

test("max_violation_refreezes_twice", () => {
  observe(layoutFlex(1000, 0, [
    { basis: 100, grow: 1, max: 150 },
    { basis: 100, grow: 1, max: 400 },
    { basis: 100, grow: 1 },
  ]));
});

test("zero_grow_line_keeps_sizes", () => {
  observe(layoutFlex(500, 20, [{ basis: 100 }, { basis: 80, min: 90 }, { basis: 70, max: 60 }]));
});

test("fractional_distribution", () => {
  observe(layoutFlex(100, 0, [{ basis: 0, grow: 1 }, { basis: 0, grow: 1 }, { basis: 0, grow: 1 }]));
  observe(layoutFlex(10, 1, [{ basis: 1, grow: 0.5 }, { basis: 1, grow: 1.5 }]));
});

test("no_items_and_single_item", () => {
  observe(layoutFlex(100, 10, []));
  observe(layoutFlex(100, 10, [{ basis: 20, grow: 1 }]));
  observe(layoutFlex(100, 10, [{ basis: 20, grow: 1, max: 50 }]));
});

test("many_lines", () => {
  const items = [];
  for (let i = 0; i < 60; i++) items.push({ basis: 20 + ((i * 37) % 90), grow: i % 4, min: i % 5 === 0 ? 60 : 0, max: i % 7 === 0 ? 70 : undefined });
  observe(layoutFlex(320, 8, items));
});

test("one_pixel_over_breaks_on_every_line", () => {
  observe(layoutFlex(100, 10, [{ basis: 45 }, { basis: 46 }]));
  observe(layoutFlex(100, 10, [{ basis: 100 }, { basis: 45 }, { basis: 46 }]));
});

test("zero_and_fractional_basis_without_min", () => {
  observe(layoutFlex(100, 0, [{ basis: 0 }, { basis: 0.5 }]));
});

test("one_pixel_of_free_space_is_shared", () => {
  observe(layoutFlex(100, 0, [{ basis: 99, grow: 1 }]));
  observe(layoutFlex(100, 0, [{ basis: 49.5, grow: 1 }, { basis: 49.75, grow: 3 }]));
});

test("a_clamped_item_that_does_not_grow_is_frozen_first", () => {
  observe(layoutFlex(300, 0, [{ basis: 50, min: 100 }, { basis: 50, grow: 1, max: 120 }]));
});

test("a_small_min_violation_still_freezes", () => {
  observe(layoutFlex(100, 0, [{ basis: 0, grow: 1, min: 50.5 }, { basis: 0, grow: 1 }]));
});

test("a_small_net_violation_freezes_only_its_own_side", () => {
  observe(layoutFlex(300, 0, [{ basis: 0, grow: 1, min: 100.8 }, { basis: 0, grow: 1, max: 99.9 }, { basis: 0, grow: 1 }]));
});

test("an_overfull_line_by_less_than_a_pixel_does_not_shrink", () => {
  observe(layoutFlex(100, 0, [{ basis: 100.5, grow: 1 }]));
  observe(layoutFlex(100, 0, [{ basis: 60, grow: 1 }, { basis: 40.25, grow: 2 }]));
});
