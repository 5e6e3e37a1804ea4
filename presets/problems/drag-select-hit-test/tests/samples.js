// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A 3 x 2 grid of 100 x 80 cards with 20 px gaps: a1 a2 a3 / b1 b2 b3.
const GRID = [];
["a", "b"].forEach((row, r) => {
  for (let c = 0; c < 3; c++) GRID.push({ id: row + (c + 1), x: c * 120, y: r * 100, width: 100, height: 80 });
});
const pt = (x, y) => ({ x, y });

test("sample_intersect", () => {
  observe(selectByDrag(GRID, pt(50, 40), pt(170, 140)));
});

test("sample_contain_and_reverse_drag", () => {
  observe(selectByDrag(GRID, pt(230, 190), pt(-10, -10), "contain"));
});
