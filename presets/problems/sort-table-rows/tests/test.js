// Hidden tests.
test("missing_values_last_in_both_directions", () => {
  const rows = [{ id: 1, v: null }, { id: 2, v: 3 }, { id: 3 }, { id: 4, v: NaN }, { id: 5, v: 1 }, { id: 6, v: 2 }];
  observe(ids(sortRows(rows, [{ key: "v" }])));
  observe(ids(sortRows(rows, [{ key: "v", dir: "desc" }])));
});

test("ties_keep_input_order_in_both_directions", () => {
  const rows = [{ id: 1, g: "b" }, { id: 2, g: "a" }, { id: 3, g: "b" }, { id: 4, g: "a" }, { id: 5, g: "b" }];
  observe(ids(sortRows(rows, [{ key: "g" }])));
  observe(ids(sortRows(rows, [{ key: "g", dir: "desc" }])));
  observe(ids(sortRows(rows, [])));
});

test("secondary_key_breaks_ties_only", () => {
  const rows = [
    { id: 1, team: "red", score: 5 },
    { id: 2, team: "blue", score: 9 },
    { id: 3, team: "red", score: 7 },
    { id: 4, team: "blue", score: 9 },
    { id: 5, team: "red", score: 5 },
  ];
  observe(ids(sortRows(rows, [{ key: "team" }, { key: "score", dir: "desc" }])));
  observe(ids(sortRows(rows, [{ key: "team", dir: "desc" }, { key: "score" }])));
  observe(ids(sortRows(rows, [{ key: "score", dir: "desc" }, { key: "team", dir: "desc" }, { key: "id", dir: "desc" }])));
});

test("missing_in_a_secondary_key", () => {
  const rows = [{ id: 1, a: 1, b: null }, { id: 2, a: 1, b: 5 }, { id: 3, a: 1 }, { id: 4, a: 1, b: 2 }];
  observe(ids(sortRows(rows, [{ key: "a" }, { key: "b", dir: "desc" }])));
});

test("strings_ignore_case", () => {
  const rows = [{ id: 1, s: "b" }, { id: 2, s: "B" }, { id: 3, s: "a" }, { id: 4, s: "C" }, { id: 5, s: "A" }];
  observe(ids(sortRows(rows, [{ key: "s" }])));
  observe(ids(sortRows(rows, [{ key: "s", dir: "desc" }])));
});

test("numbers_compare_numerically_and_before_strings", () => {
  const rows = [{ id: 1, v: 10 }, { id: 2, v: 9 }, { id: 3, v: "10" }, { id: 4, v: -1 }, { id: 5, v: "9" }, { id: 6, v: 0.5 }];
  observe(ids(sortRows(rows, [{ key: "v" }])));
  observe(ids(sortRows(rows, [{ key: "v", dir: "desc" }])));
});

test("empty_string_is_a_value", () => {
  const rows = [{ id: 1, s: "x" }, { id: 2, s: "" }, { id: 3, s: null }];
  observe(ids(sortRows(rows, [{ key: "s" }])));
  observe(ids(sortRows(rows, [{ key: "s", dir: "desc" }])));
});

test("input_is_not_changed_and_rows_are_the_same_objects", () => {
  const rows = PEOPLE.slice();
  const out = sortRows(rows, [{ key: "name" }]);
  observe(ids(rows));
  observe(out !== rows);
  observe(out.every((r) => PEOPLE.includes(r)));
});

test("empty_and_single", () => {
  observe(sortRows([], [{ key: "x" }]));
  observe(ids(sortRows([{ id: 9 }], [{ key: "x", dir: "desc" }])));
});

test("many_rows", () => {
  const rows = [];
  for (let i = 0; i < 50000; i++) rows.push({ id: i, a: (i * 7919) % 100, b: i % 3 === 0 ? null : (i * 31) % 17 });
  const out = sortRows(rows, [{ key: "a", dir: "desc" }, { key: "b" }]);
  observe(ids(out.slice(0, 8)));
  observe(ids(out.slice(-8)));
});
