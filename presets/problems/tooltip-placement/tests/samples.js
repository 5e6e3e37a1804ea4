// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const VIEW = { width: 1000, height: 800 };
const rect = (x, y, width, height) => ({ x, y, width, height });

test("sample_fits_on_top", () => {
  observe(placeTooltip(rect(400, 300, 100, 40), { width: 200, height: 50 }, VIEW));
});

test("sample_flips_to_bottom_near_the_top_edge", () => {
  observe(placeTooltip(rect(400, 20, 100, 40), { width: 200, height: 50 }, VIEW, "top", 8));
});
