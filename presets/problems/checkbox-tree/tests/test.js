// Hidden tests.
test("indeterminate_parent_becomes_checked", () => {
  const t = createCheckboxTree(FOOD());
  t.toggle("kale");
  t.toggle("food"); // indeterminate → everything checked
  observe(states(t, FOOD_IDS));
  t.toggle("food");
  observe(states(t, FOOD_IDS));
  observe(t.checkedLeaves());
});

test("unchecking_one_leaf_of_a_checked_tree", () => {
  const t = createCheckboxTree(FOOD());
  t.toggle("food");
  t.toggle("leek");
  observe(states(t, FOOD_IDS));
  t.toggle("leek");
  observe(states(t, FOOD_IDS));
});

test("initially_checked_leaves", () => {
  const t = createCheckboxTree([
    branch("a", [leaf("a1", { checked: true }), leaf("a2", { checked: true })]),
    branch("b", [leaf("b1", { checked: true }), leaf("b2")]),
    leaf("c", { checked: true }),
    leaf("d"),
  ]);
  observe(states(t, ["a", "a1", "a2", "b", "b1", "b2", "c", "d"]));
  observe(t.checkedLeaves());
});

test("disabled_leaves_keep_their_state", () => {
  const t = createCheckboxTree([
    branch("p", [leaf("x"), leaf("locked", { disabled: true }), leaf("y")]),
  ]);
  t.toggle("p");
  observe(states(t, ["p", "x", "locked", "y"])); // the locked leaf stays unchecked
  t.toggle("p"); // every enabled leaf is checked: this unchecks them
  observe(states(t, ["p", "x", "locked", "y"]));
  t.toggle("locked");
  observe(t.state("locked"));
});

test("disabled_checked_leaf_stays_checked", () => {
  const t = createCheckboxTree([
    branch("p", [leaf("req", { disabled: true, checked: true }), leaf("opt")]),
  ]);
  observe(states(t, ["p", "req", "opt"]));
  t.toggle("p");
  observe(states(t, ["p", "req", "opt"]));
  t.toggle("p");
  observe(states(t, ["p", "req", "opt"]));
  observe(t.checkedLeaves());
});

test("disabled_branch_disables_its_subtree", () => {
  const t = createCheckboxTree([
    branch("root", [
      branch("frozen", [leaf("f1"), leaf("f2", { checked: true })], { disabled: true }),
      branch("open", [leaf("o1")]),
    ]),
  ]);
  observe(states(t, ["root", "frozen", "f1", "f2", "open", "o1"]));
  t.toggle("frozen");
  t.toggle("f1");
  observe(states(t, ["root", "frozen", "f1", "f2", "open", "o1"]));
  t.toggle("root");
  observe(states(t, ["root", "frozen", "f1", "f2", "open", "o1"]));
  t.toggle("root");
  observe(states(t, ["root", "frozen", "f1", "f2", "open", "o1"]));
});

test("all_leaves_disabled_toggle_does_nothing", () => {
  const t = createCheckboxTree([branch("p", [leaf("a", { disabled: true }), leaf("b", { disabled: true, checked: true })])]);
  t.toggle("p");
  observe(states(t, ["p", "a", "b"]));
});

test("empty_children_is_a_leaf", () => {
  const t = createCheckboxTree([branch("e", []), branch("f", [branch("g", [])])]);
  observe(states(t, ["e", "f", "g"]));
  t.toggle("e");
  t.toggle("f");
  observe(states(t, ["e", "f", "g"]));
  observe(t.checkedLeaves());
});

test("forest_roots_are_independent", () => {
  const t = createCheckboxTree([branch("r1", [leaf("a"), leaf("b")]), branch("r2", [leaf("c")])]);
  t.toggle("r1");
  observe(states(t, ["r1", "a", "b", "r2", "c"]));
  observe(createCheckboxTree([]).checkedLeaves());
});

test("deep_chain", () => {
  let spec = leaf("bottom");
  const ids = ["bottom"];
  for (let i = 0; i < 500; i++) {
    spec = branch("n" + i, i % 2 ? [spec] : [spec, leaf("side" + i)]);
    ids.push("n" + i);
  }
  const t = createCheckboxTree([spec]);
  t.toggle("bottom");
  observe([t.state("n0"), t.state("n1"), t.state("n499")]);
  t.toggle("n499");
  observe([t.state("n0"), t.state("bottom"), t.state("n499"), t.checkedLeaves().length]);
  t.toggle("side250");
  observe([t.state("n249"), t.state("n250"), t.state("n251"), t.state("n499")]);
});

test("unknown_id_throws", () => {
  const t = createCheckboxTree(FOOD());
  observe(observeThrows(() => t.toggle("nope")));
  observe(observeThrows(() => t.state("nope")));
});

test("many_leaves_under_one_parent_stay_fast", () => {
  const kids = [];
  for (let i = 0; i < 60000; i++) kids.push(leaf("l" + i));
  const t = createCheckboxTree([branch("top", [branch("mid", kids), leaf("other")])]);
  const seen = { checked: 0, unchecked: 0, indeterminate: 0 };
  for (let i = 0; i < 60000; i++) {
    t.toggle("l" + i);
    seen[t.state("mid")]++;
    seen[t.state("top")]++;
  }
  observe(seen);
  t.toggle("l7");
  observe([t.state("mid"), t.state("top")]);
  for (let i = 0; i < 200; i++) t.toggle("mid");
  observe([t.state("mid"), t.state("top"), t.checkedLeaves().length]);
});
