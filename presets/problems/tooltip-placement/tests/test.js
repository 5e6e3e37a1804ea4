// Hidden tests.
const TIP = { width: 200, height: 50 };

test("each_preferred_side_when_it_fits", () => {
  const a = rect(400, 300, 100, 40);
  for (const side of ["top", "bottom", "left", "right"]) observe(placeTooltip(a, TIP, VIEW, side, 10));
});

test("exact_fit_on_every_side", () => {
  // Each anchor leaves exactly enough room (gap 8) on the preferred side.
  observe(placeTooltip(rect(400, 58, 100, 40), TIP, VIEW, "top"));
  observe(placeTooltip(rect(400, 702, 100, 40), TIP, VIEW, "bottom"));
  observe(placeTooltip(rect(208, 300, 100, 40), TIP, VIEW, "left"));
  observe(placeTooltip(rect(692, 300, 100, 40), TIP, VIEW, "right"));
});

test("one_pixel_short_on_every_side", () => {
  observe(placeTooltip(rect(400, 57, 100, 40), TIP, VIEW, "top"));
  observe(placeTooltip(rect(400, 703, 100, 40), TIP, VIEW, "bottom"));
  observe(placeTooltip(rect(207, 300, 100, 40), TIP, VIEW, "left"));
  observe(placeTooltip(rect(693, 300, 100, 40), TIP, VIEW, "right"));
});

test("flip_order_for_vertical_preferences", () => {
  const tall = { width: 100, height: 500 }; // fits neither above nor below a mid-height anchor
  observe(placeTooltip(rect(450, 350, 100, 100), tall, VIEW, "top"));
  observe(placeTooltip(rect(450, 350, 100, 100), tall, VIEW, "bottom"));
  observe(placeTooltip(rect(800, 350, 100, 100), tall, VIEW, "top")); // no room on the right either
  observe(placeTooltip(rect(700, 100, 100, 100), tall, VIEW, "bottom")); // below fits
});

test("flip_order_for_horizontal_preferences", () => {
  const wide = { width: 600, height: 40 };
  observe(placeTooltip(rect(450, 400, 100, 40), wide, VIEW, "left"));
  observe(placeTooltip(rect(450, 400, 100, 40), wide, VIEW, "right"));
  observe(placeTooltip(rect(450, 20, 100, 20), wide, VIEW, "right")); // top has no room: bottom
  observe(placeTooltip(rect(700, 400, 100, 40), wide, VIEW, "right")); // flips to left
});

test("nothing_fits_uses_preferred", () => {
  const huge = { width: 1200, height: 900 };
  for (const side of ["top", "bottom", "left", "right"]) observe(placeTooltip(rect(450, 350, 100, 100), huge, VIEW, side));
});

test("cross_axis_shifted_into_view", () => {
  observe(placeTooltip(rect(0, 400, 40, 40), TIP, VIEW, "top"));
  observe(placeTooltip(rect(960, 400, 40, 40), TIP, VIEW, "bottom"));
  observe(placeTooltip(rect(100, 0, 40, 20), { width: 80, height: 300 }, VIEW, "right"));
  observe(placeTooltip(rect(500, 780, 40, 20), { width: 80, height: 300 }, VIEW, "left"));
});

test("arrow_follows_the_anchor_after_a_shift", () => {
  observe(placeTooltip(rect(10, 400, 20, 20), TIP, VIEW, "top").arrow);
  observe(placeTooltip(rect(975, 400, 20, 20), TIP, VIEW, "top").arrow);
  observe(placeTooltip(rect(400, 5, 20, 10), { width: 50, height: 200 }, VIEW, "right").arrow);
  observe(placeTooltip(rect(400, 785, 20, 10), { width: 50, height: 200 }, VIEW, "left").arrow);
});

test("arrow_clamped_to_the_tooltip", () => {
  // The anchor hangs past the viewport's edge: its centre is outside the shifted tooltip.
  observe(placeTooltip(rect(-60, 400, 40, 40), TIP, VIEW, "top"));
  observe(placeTooltip(rect(1040, 400, 40, 40), TIP, VIEW, "bottom"));
  observe(placeTooltip(rect(300, -50, 40, 20), { width: 80, height: 100 }, VIEW, "right"));
  observe(placeTooltip(rect(300, 900, 40, 20), { width: 80, height: 100 }, VIEW, "left"));
});

test("tooltip_wider_than_viewport_starts_at_zero", () => {
  const small = { width: 300, height: 200 };
  observe(placeTooltip(rect(100, 120, 50, 20), { width: 400, height: 40 }, small, "top"));
  observe(placeTooltip(rect(10, 80, 20, 20), { width: 30, height: 260 }, small, "right"));
});

test("defaults_and_zero_gap", () => {
  const a = rect(400, 300, 100, 40);
  observe(placeTooltip(a, TIP, VIEW));
  observe(placeTooltip(a, TIP, VIEW, undefined, undefined));
  observe(placeTooltip(a, TIP, VIEW, "bottom", 0));
  observe(placeTooltip(rect(400, 50, 100, 40), TIP, VIEW, "top", 0));
});

test("fractional_centres", () => {
  observe(placeTooltip(rect(401, 300, 101, 41), { width: 51, height: 31 }, VIEW, "top", 3));
  observe(placeTooltip(rect(401, 300, 101, 41), { width: 51, height: 31 }, VIEW, "left", 3));
});
