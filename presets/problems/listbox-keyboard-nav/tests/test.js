// Hidden tests.
test("no_loop_stops_at_the_ends", () => {
  const nav = createListNav(FRUIT(), { loop: false });
  observe(press(nav, ["ArrowUp", "End", "ArrowDown", "ArrowUp", "Home", "ArrowUp"]));
});

test("disabled_first_and_last", () => {
  const items = ["x", "a", "b", "y"].map((label, i) => ({ label, disabled: i === 0 || i === 3 }));
  const nav = createListNav(items);
  observe(nav.active());
  observe(press(nav, ["End", "ArrowDown", "ArrowDown", "Home", "ArrowUp"]));
  const stuck = createListNav(items, { loop: false });
  observe(press(stuck, ["ArrowUp", "End", "ArrowDown"]));
});

test("everything_disabled_or_empty", () => {
  const nav = createListNav([{ label: "a", disabled: true }, { label: "b", disabled: true }]);
  observe([nav.active(), ...press(nav, ["ArrowDown", "Home", "End", ["a", 0]])]);
  const empty = createListNav([]);
  observe([empty.active(), ...press(empty, ["ArrowDown", "End", ["a", 0]])]);
});

test("single_enabled_item", () => {
  const nav = createListNav([{ label: "a", disabled: true }, { label: "only" }, { label: "c", disabled: true }]);
  observe([nav.active(), ...press(nav, ["ArrowDown", "ArrowUp", "End", "Home", ["o", 0], ["o", 100]])]);
});

test("repeated_letter_cycles", () => {
  const nav = createListNav(FRUIT());
  observe(press(nav, [["a", 0], ["a", 100], ["a", 200], ["a", 300]]));
  observe(press(nav, [["A", 2000], ["A", 2100]]));
});

test("typeahead_prefix_keeps_current_match", () => {
  const items = ["ant", "anteater", "apple", "bee"].map((label) => ({ label }));
  const nav = createListNav(items);
  observe(press(nav, [["a", 0], ["n", 100], ["t", 200], ["e", 300]]));
  observe(press(nav, [["a", 1000], ["p", 1100]]));
  observe(press(nav, [["x", 1200]])); // no match: stays
  observe(press(nav, [["b", 1300]])); // "apxb" still within the burst: no match
  observe(press(nav, [["b", 2000]]));
});

test("burst_boundary_is_500_ms", () => {
  const items = ["ba", "ab", "bb"].map((label) => ({ label }));
  const a = createListNav(items);
  observe(press(a, [["a", 0], ["b", 500]])); // within 500 ms: "ab"
  const b = createListNav(items);
  observe(press(b, [["a", 0], ["b", 501]])); // a new burst: "b"
  const c = createListNav(items);
  observe(press(c, [["b", 0], ["b", 400], ["b", 800], ["b", 1500]]));
});

test("case_insensitive_and_non_ascii", () => {
  const items = ["Éclair", "eclipse", "Zebra", "zoo"].map((label) => ({ label }));
  const nav = createListNav(items);
  observe(press(nav, [["z", 0], ["Z", 100], ["é", 1000], ["E", 2000]]));
});

test("other_keys_are_ignored", () => {
  const nav = createListNav(FRUIT());
  observe(press(nav, ["Tab", "Enter", " ", "ArrowLeft", "Escape", "PageDown"]));
});

test("typeahead_skips_disabled_matches", () => {
  const items = ["ab", "ac", "ad"].map((label, i) => ({ label, disabled: i === 1 }));
  const nav = createListNav(items);
  observe(press(nav, [["a", 0], ["a", 100], ["a", 200]]));
  observe(press(nav, [["a", 1000], ["c", 1100]]));
});

test("independent_lists", () => {
  const a = createListNav(FRUIT());
  const b = createListNav(FRUIT());
  a.move("End");
  b.move("c", 0);
  observe([a.active(), b.active()]);
});

test("home_and_end_reach_the_far_item", () => {
  const onlyFirst = createListNav([{ label: "a" }, { label: "b", disabled: true }, { label: "c", disabled: true }]);
  observe(press(onlyFirst, ["End", "Home", "ArrowUp", "ArrowDown"]));
  const onlyLast = createListNav([{ label: "a", disabled: true }, { label: "b", disabled: true }, { label: "c" }]);
  observe(onlyLast.active());
  observe(press(onlyLast, ["Home", "End", "ArrowDown"]));
});

test("named_keys_are_not_typed", () => {
  const items = ["Apple", "Tabs", "Enterprise", " spaced", "Escape plan"].map((label) => ({ label }));
  const nav = createListNav(items);
  observe(press(nav, [["Tab", 0], ["Enter", 1000], [" ", 2000], ["Escape", 3000], ["t", 4000]]));
});

test("arrow_up_skips_disabled", () => {
  const nav = createListNav(FRUIT());
  observe(press(nav, ["ArrowDown", "ArrowUp", "ArrowUp"]));
  const nl = createListNav(FRUIT(), { loop: false });
  observe(press(nl, ["ArrowDown", "ArrowUp", "ArrowUp"]));
});
