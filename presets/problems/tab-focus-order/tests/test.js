// Hidden tests.
test("positive_tabindex_ascending_then_document_order", () => {
  const root = el("r", "div", {}, [
    el("a", "input", { tabindex: 3 }),
    el("b", "input"),
    el("c", "input", { tabindex: 1 }),
    el("d", "div", {}, [el("e", "input", { tabindex: 3 }), el("f", "input", { tabindex: 1 })]),
    el("g", "input", { tabindex: 2 }),
  ]);
  observe(tabOrder(root));
});

test("hidden_hides_the_whole_subtree", () => {
  const root = el("r", "div", {}, [
    el("panel", "div", { hidden: true, tabindex: 0 }, [el("x", "button"), el("y", "input", { tabindex: 2 })]),
    el("z", "button"),
  ]);
  observe(tabOrder(root));
});

test("negative_tabindex_keeps_children", () => {
  const root = el("r", "div", {}, [
    el("menu", "div", { tabindex: -1 }, [el("item1", "button"), el("item2", "a", { href: "#" })]),
    el("skip", "button", { tabindex: -1 }),
  ]);
  observe(tabOrder(root));
});

test("disabled_controls_never_focusable", () => {
  const root = el("r", "div", {}, [
    el("d1", "button", { disabled: true, tabindex: 0 }),
    el("d2", "input", { disabled: true, tabindex: 4 }),
    el("d3", "div", { disabled: true, tabindex: 0 }), // disabled means nothing on a div
    el("fs", "select", { disabled: true }, [el("inner", "button")]),
  ]);
  observe(tabOrder(root));
});

test("anchors_need_href", () => {
  const root = el("r", "nav", {}, [el("a1", "a"), el("a2", "a", { href: "" }), el("a3", "a", { tabindex: 0 })]);
  observe(tabOrder(root));
});

test("root_itself_can_be_focusable", () => {
  observe(tabOrder(el("only", "button")));
  observe(tabOrder(el("dialog", "div", { tabindex: 0 }, [el("ok", "button")])));
});

test("next_focus_wraps_both_ways", () => {
  const root = el("r", "div", {}, [el("a", "button"), el("b", "button"), el("c", "button", { tabindex: 5 })]);
  observe(["c", "a", "b"].map((id) => nextFocus(root, id, false)));
  observe(["c", "a", "b"].map((id) => nextFocus(root, id, true)));
});

test("next_focus_from_outside_the_order", () => {
  const root = el("r", "div", {}, [el("text", "p"), el("a", "button"), el("b", "button")]);
  observe(nextFocus(root, "text", false));
  observe(nextFocus(root, "text", true));
  observe(nextFocus(root, "nope", false));
});

test("nothing_focusable", () => {
  const root = el("r", "div", {}, [el("p", "p"), el("h", "button", { hidden: true })]);
  observe(tabOrder(root));
  observe(nextFocus(root, "p", false));
});

test("single_focusable_wraps_to_itself", () => {
  const root = el("r", "div", {}, [el("solo", "textarea")]);
  observe(nextFocus(root, "solo", false));
  observe(nextFocus(root, "solo", true));
});

test("deep_tree", () => {
  let node = el("leaf", "button");
  for (let i = 0; i < 2000; i++) node = el("n" + i, "div", i % 3 === 0 ? { tabindex: (i % 7) - 1 } : {}, [node, el("s" + i, "input", i % 5 === 0 ? { tabindex: i % 4 } : {})]);
  const order = tabOrder(node);
  observe(order.length);
  observe(order.slice(0, 15));
  observe(order.slice(-15));
});

test("many_equal_positive_tabindexes_keep_document_order", () => {
  const kids = [];
  for (let i = 0; i < 40; i++) kids.push(el("n" + i, "input", { tabindex: (i * 7) % 3 + 1 }));
  observe(tabOrder(el("r", "div", {}, kids)));
});
