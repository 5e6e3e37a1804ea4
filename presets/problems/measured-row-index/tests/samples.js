// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_estimates_then_measurements", () => {
  const rows = createRowIndex(5, 40);
  observe([rows.total(), rows.offsetOf(3), rows.indexAt(0), rows.indexAt(39), rows.indexAt(40)]);
  rows.setHeight(1, 100); // row 1 was measured: 100 px, not 40
  observe([rows.total(), rows.offsetOf(2), rows.indexAt(139), rows.indexAt(140)]);
});

test("sample_append_more_rows", () => {
  const rows = createRowIndex(2, 50);
  rows.append(3);
  observe([rows.count(), rows.total(), rows.indexAt(249), rows.indexAt(1000)]);
});
