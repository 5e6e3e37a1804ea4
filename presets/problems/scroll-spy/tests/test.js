// Hidden tests.
test("empty_sections", () => {
  const spy = createScrollSpy([], { offset: 10, documentHeight: 100 });
  observe([spy(0, 50), spy(60, 50), spy(1000, 50)]);
});

test("no_options", () => {
  const spy = createScrollSpy([{ id: "x", top: 10 }, { id: "y", top: 20 }]);
  observe([spy(0, 100), spy(9, 100), spy(10, 100), spy(19, 100), spy(20, 100), spy(1e9, 100)]);
});

test("heading_exactly_on_the_line", () => {
  const spy = createScrollSpy([{ id: "a", top: 0 }, { id: "b", top: 500 }], { offset: 80 });
  observe([spy(419, 600), spy(420, 600), spy(421, 600)]);
});

test("first_section_at_zero", () => {
  const spy = createScrollSpy([{ id: "top", top: 0 }, { id: "next", top: 300 }]);
  observe(spy(0, 500));
});

test("gaps_belong_to_the_previous_section", () => {
  const spy = createScrollSpy([{ id: "a", top: 100 }, { id: "b", top: 5000 }], { offset: 0 });
  observe([spy(99, 300), spy(100, 300), spy(2500, 300), spy(4999, 300), spy(5000, 300)]);
});

test("bottom_rule_boundaries", () => {
  const spy = createScrollSpy([{ id: "a", top: 0 }, { id: "b", top: 700 }, { id: "c", top: 950 }], {
    offset: 50,
    documentHeight: 1000,
  });
  observe([spy(399, 600), spy(400, 600), spy(401, 600)]);
  observe(spy(0, 2000)); // a page shorter than the viewport is at the bottom at once
});

test("bottom_rule_off_without_document_height", () => {
  const spy = createScrollSpy([{ id: "a", top: 0 }, { id: "last", top: 10000 }], { offset: 0 });
  observe(spy(9000, 800));
});

test("negative_overscroll", () => {
  const spy = createScrollSpy([{ id: "a", top: 0 }, { id: "b", top: 100 }], { offset: 0, documentHeight: 5000 });
  observe([spy(-50, 600), spy(-1, 600)]);
});

test("fractional_positions", () => {
  const spy = createScrollSpy([{ id: "a", top: 10.5 }, { id: "b", top: 20.25 }], { offset: 0.5 });
  observe([spy(9.9, 100), spy(10, 100), spy(19.75, 100), spy(19.74, 100)]);
});

test("many_sections_many_scroll_events", () => {
  const n = 100000;
  const sections = [];
  for (let i = 0; i < n; i++) sections.push({ id: "s" + i, top: i * 37 + (i % 7) });
  const spy = createScrollSpy(sections, { offset: 64, documentHeight: n * 37 + 500 });
  const seen = new Map();
  let x = 12345;
  for (let q = 0; q < 300000; q++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const top = (x % (n * 37 + 1000)) - 200;
    const id = spy(top, 700);
    seen.set(id, (seen.get(id) || 0) + 1);
  }
  observe(seen.size);
  observe([spy(0, 700), spy(37 * 5000 - 64, 700), spy(37 * 5000 - 65, 700), spy(n * 37, 700)]);
});
