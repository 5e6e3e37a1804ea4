// Hidden tests; el, find, nameOf and page come from samples.js.
test("tag_id_class_and_universal", () => {
  const root = page();
  const app = find(root, "div#app.layout");
  observe(["div", "#app", ".layout", "div#app.layout", "*", "*.layout", "span", "#other", ".layout.missing"].map((s) => matches(app, s)));
});

test("class_names_match_whole_words", () => {
  const root = page();
  const ext = find(root, "a.link.external");
  observe([".link", ".lin", ".external", ".link.external", ".ext", "a.link.external.link"].map((s) => matches(ext, s)));
});

test("child_combinator_needs_the_direct_parent", () => {
  const root = page();
  const span = find(root, "span.icon");
  observe(["p > span", "section > span", "section span", "section > p > span", "div > section > p > .icon", "body > span"].map((s) => matches(span, s)));
});

test("whitespace_around_child_combinator_is_optional", () => {
  const root = page();
  const span = find(root, "span.icon");
  observe(["p>span", "p >span", "p> span", "  section   p  >  span  ", "p\t>\tspan"].map((s) => matches(span, s)));
});

test("descendant_must_try_farther_ancestors", () => {
  // The nearest .y above .z is not a child of .x; a farther .y is.
  const root = el("div.x", el("div.y", el("div.y", el("div.z"))));
  const z = find(root, "div.z");
  observe(matches(z, ".x > .y .z"));
  observe(matches(z, ".x > .y > .z"));
  observe(matches(z, ".y > .y > .z"));
  observe(matches(z, ".x > .x .z"));
});

test("child_then_descendant_backtracking", () => {
  const root = el("main.a", el("div.b", el("div.a", el("div.c", el("div.b", el("p.t"))))));
  const t = find(root, "p.t");
  observe(matches(t, ".a > .b .t"));
  observe(matches(t, ".a > .c > .b > .t"));
  observe(matches(t, "main > .b > .a .t"));
  observe(matches(t, "main > .a .t"));
  observe(matches(t, ".c .a .t"));
});

test("selector_lists", () => {
  const root = page();
  const p = find(root, "p.note");
  observe(matches(p, "li, span, p.note"));
  observe(matches(p, "li,span"));
  observe(matches(p, "ul p , section > p"));
});

test("invalid_selectors_throw", () => {
  const root = page();
  const p = find(root, "p.note");
  for (const s of ["", "   ", "p >", "> p", "p > > a", "a,,p", "p,", "p$", ".", "#"]) observeThrows(() => matches(p, s));
  observeThrows(() => matches(p, "section > p.note"));
});

test("closest_stops_at_the_root", () => {
  const root = page();
  const icon = find(root, "span.icon");
  const section = find(root, "section.content");
  observe(nameOf(closest(icon, "section", section)));
  observe(nameOf(closest(icon, "div", section)));
  observe(nameOf(closest(icon, "p, section", section)));
  observe(nameOf(closest(icon, "#app p", section))); // matching may look above the root
  observe(nameOf(closest(icon, "li", root)));
});

test("closest_outside_root_is_null", () => {
  const root = page();
  const icon = find(root, "span.icon");
  const menu = find(root, "ul.menu");
  observe(nameOf(closest(icon, "body", menu)));
});

test("delegation_dispatch", () => {
  // A click handler on the menu figures out which item was clicked.
  const root = page();
  const menu = find(root, "ul.menu");
  const clicks = ["a.link", "a.link.external", "li.item", "ul.menu", "span.icon"].map((n) => {
    const item = closest(find(root, n), "ul.menu > li.item", menu);
    return nameOf(item);
  });
  observe(clicks);
});

test("deep_chain_alternating_classes", () => {
  let node = el("p.leaf");
  const leaf = node;
  for (let i = 0; i < 100; i++) node = el(i % 2 ? "div.odd" : "div.even", node);
  observe(matches(leaf, ".even .odd .even .odd .leaf"));
  observe(matches(leaf, ".odd > .even > .leaf"));
  observe(matches(leaf, ".even > .leaf"));
  observe(matches(leaf, ".even > .odd > .even > .odd > .even .odd > .odd .leaf"));
});
