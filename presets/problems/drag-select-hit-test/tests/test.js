// Hidden tests.
test("every_drag_direction", () => {
  const corners = [[pt(50, 40), pt(170, 140)], [pt(170, 140), pt(50, 40)], [pt(50, 140), pt(170, 40)], [pt(170, 40), pt(50, 140)]];
  observe(corners.map(([f, t]) => selectByDrag(GRID, f, t)));
  observe(corners.map(([f, t]) => selectByDrag(GRID, f, t, "contain")));
});

test("touching_edges_do_not_intersect", () => {
  observe(selectByDrag(GRID, pt(100, 0), pt(120, 80))); // exactly the gap between a1 and a2
  observe(selectByDrag(GRID, pt(0, 80), pt(340, 100))); // exactly the gap between the rows
  observe(selectByDrag(GRID, pt(99, 79), pt(121, 101)));
  observe(selectByDrag(GRID, pt(-50, -50), pt(0, 0)));
});

test("contain_allows_equal_edges", () => {
  observe(selectByDrag(GRID, pt(0, 0), pt(100, 80), "contain"));
  observe(selectByDrag(GRID, pt(0, 0), pt(99, 80), "contain"));
  observe(selectByDrag(GRID, pt(1, 0), pt(100, 80), "contain"));
  observe(selectByDrag(GRID, pt(0, 1), pt(100, 80), "contain"));
  observe(selectByDrag(GRID, pt(0, 0), pt(100, 79), "contain"));
  observe(selectByDrag(GRID, pt(0, 0), pt(340, 180), "contain"));
});

test("click_without_drag_selects_nothing", () => {
  observe(selectByDrag(GRID, pt(50, 40), pt(50, 40)));
  observe(selectByDrag(GRID, pt(50, 40), pt(50, 300)));
  observe(selectByDrag(GRID, pt(50, 40), pt(50, 40), "contain"));
});

test("each_side_of_a_single_item", () => {
  const item = [{ id: "x", x: 10, y: 10, width: 10, height: 10 }];
  const drags = [
    [pt(0, 0), pt(10, 30)], [pt(0, 0), pt(11, 30)], [pt(20, 0), pt(30, 30)], [pt(19, 0), pt(30, 30)],
    [pt(0, 0), pt(30, 10)], [pt(0, 0), pt(30, 11)], [pt(0, 20), pt(30, 30)], [pt(0, 19), pt(30, 30)],
  ];
  observe(drags.map(([f, t]) => selectByDrag(item, f, t).length));
  const containDrags = [
    [pt(10, 10), pt(20, 20)], [pt(11, 10), pt(20, 20)], [pt(10, 11), pt(20, 20)], [pt(10, 10), pt(19, 20)], [pt(10, 10), pt(20, 19)],
  ];
  observe(containDrags.map(([f, t]) => selectByDrag(item, f, t, "contain").length));
});

test("zero_size_items", () => {
  const items = [{ id: "line", x: 10, y: 0, width: 0, height: 50 }, { id: "dot", x: 5, y: 5, width: 0, height: 0 }];
  observe(selectByDrag(items, pt(0, 0), pt(20, 20)));
  observe(selectByDrag(items, pt(0, 0), pt(20, 60), "contain"));
});

test("negative_coordinates_and_order", () => {
  const items = [
    { id: 3, x: -30, y: -30, width: 20, height: 20 },
    { id: 1, x: 5, y: 5, width: 5, height: 5 },
    { id: 2, x: -5, y: -5, width: 10, height: 10 },
  ];
  observe(selectByDrag(items, pt(8, 8), pt(-20, -20)));
  observe(selectByDrag(items, pt(20, 20), pt(-40, -40), "contain"));
});

test("overlapping_items_and_empty_list", () => {
  const items = [{ id: "big", x: 0, y: 0, width: 100, height: 100 }, { id: "inner", x: 40, y: 40, width: 20, height: 20 }];
  observe(selectByDrag(items, pt(45, 45), pt(50, 50)));
  observe(selectByDrag(items, pt(30, 30), pt(70, 70), "contain"));
  observe(selectByDrag([], pt(0, 0), pt(10, 10)));
});

test("many_items", () => {
  const items = [];
  for (let i = 0; i < 100000; i++) items.push({ id: i, x: (i % 300) * 10, y: Math.floor(i / 300) * 10, width: 8, height: 8 });
  const hits = selectByDrag(items, pt(1004, 995), pt(55, 2002));
  observe([hits.length, hits[0], hits[hits.length - 1]]);
  observe(selectByDrag(items, pt(1004, 995), pt(55, 2002), "contain").length);
});
