// Hidden tests.
// A plain model to compare against.
function model(count, estimate) {
  const h = Array(count).fill(estimate);
  const off = (i) => h.slice(0, i).reduce((a, b) => a + b, 0);
  return {
    h,
    off,
    at(y) {
      if (h.length === 0) return -1;
      let pos = 0;
      for (let i = 0; i <= h.length; i++) if (off(i) <= y) pos = i;
      return Math.min(pos, h.length - 1);
    },
  };
}

test("every_offset_and_boundary", () => {
  const rows = createRowIndex(6, 10);
  [3, 0, 25, 7, 0, 12].forEach((h, i) => rows.setHeight(i, h));
  const offsets = [];
  for (let i = 0; i <= 6; i++) offsets.push(rows.offsetOf(i));
  observe(offsets);
  const at = [];
  for (let y = -2; y <= 50; y++) at.push(rows.indexAt(y));
  observe(at);
  observe([rows.indexAt(2.5), rows.indexAt(3), rows.indexAt(27.99), rows.indexAt(28)]);
});

test("zero_height_rows_are_skipped", () => {
  const rows = createRowIndex(5, 0);
  observe([rows.total(), rows.indexAt(0), rows.indexAt(-1), rows.indexAt(5)]);
  rows.setHeight(2, 10);
  observe([rows.indexAt(0), rows.indexAt(9), rows.indexAt(10), rows.offsetOf(3), rows.offsetOf(5)]);
  rows.setHeight(0, 4);
  observe([rows.indexAt(3), rows.indexAt(4), rows.indexAt(13), rows.indexAt(14)]);
});

test("beyond_the_end_is_the_last_row", () => {
  const rows = createRowIndex(3, 10);
  observe([rows.indexAt(29), rows.indexAt(30), rows.indexAt(1e9)]);
  rows.setHeight(2, 0);
  observe([rows.indexAt(19), rows.indexAt(20), rows.indexAt(25)]);
});

test("empty_list", () => {
  const rows = createRowIndex(0, 30);
  observe([rows.count(), rows.total(), rows.offsetOf(0), rows.indexAt(0), rows.indexAt(100)]);
  rows.append(1);
  observe([rows.count(), rows.total(), rows.indexAt(0), rows.indexAt(29), rows.indexAt(30)]);
  rows.append(0);
  observe(rows.count());
});

test("single_row", () => {
  const rows = createRowIndex(1, 7);
  observe([rows.indexAt(-5), rows.indexAt(0), rows.indexAt(6), rows.indexAt(7), rows.offsetOf(1)]);
});

test("measure_again_and_shrink", () => {
  const rows = createRowIndex(4, 20);
  rows.setHeight(2, 50);
  rows.setHeight(2, 5);
  rows.setHeight(0, 20);
  observe([rows.total(), rows.offsetOf(3), rows.indexAt(44), rows.indexAt(45)]);
});

test("appended_rows_after_measurements", () => {
  const rows = createRowIndex(3, 10);
  rows.setHeight(1, 35);
  rows.append(5);
  rows.setHeight(6, 1);
  const offsets = [];
  for (let i = 0; i <= rows.count(); i++) offsets.push(rows.offsetOf(i));
  observe(offsets);
  observe([rows.indexAt(95), rows.indexAt(96), rows.indexAt(100), rows.indexAt(106)]);
});

test("out_of_range_rows_throw", () => {
  const rows = createRowIndex(3, 10);
  observe(observeThrows(() => rows.setHeight(3, 1)));
  observe(observeThrows(() => rows.setHeight(-1, 1)));
  observe(observeThrows(() => rows.offsetOf(4)));
  observe(observeThrows(() => rows.offsetOf(-1)));
  observe(observeThrows(() => rows.offsetOf(1.5)));
  observe(observeThrows(() => rows.offsetOf(3)));
  observe(observeThrows(() => rows.setHeight(2, 1)));
  let kind = null;
  try {
    rows.setHeight(9, 1);
  } catch (e) {
    kind = e instanceof RangeError;
  }
  observe(kind);
});

test("random_against_a_model", () => {
  let seed = 7;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const rows = createRowIndex(37, 13);
  const m = model(37, 13);
  let mismatches = 0;
  for (let step = 0; step < 400; step++) {
    const op = rand(10);
    if (op < 4) {
      const i = rand(m.h.length);
      const h = rand(4) === 0 ? 0 : rand(60);
      rows.setHeight(i, h);
      m.h[i] = h;
    } else if (op === 4) {
      const n = rand(4);
      rows.append(n);
      for (let j = 0; j < n; j++) m.h.push(13);
    } else if (op < 7) {
      const i = rand(m.h.length + 1);
      if (rows.offsetOf(i) !== m.off(i)) mismatches++;
    } else {
      const y = rand(m.off(m.h.length) + 20) - 5;
      if (rows.indexAt(y) !== m.at(y)) mismatches++;
    }
  }
  observe(mismatches);
  observe([rows.count(), rows.total()]);
});

test("many_rows_many_updates", () => {
  const n = 100000;
  const rows = createRowIndex(n, 30);
  let check = 0;
  for (let k = 0; k < n; k++) {
    rows.setHeight((k * 7919) % n, 20 + (k % 50));
    check += rows.indexAt((k * 104729) % rows.total());
    check += rows.offsetOf((k * 31) % n) % 1000;
  }
  rows.append(50000);
  for (let k = 0; k < 50000; k++) rows.setHeight(n + k, 1);
  observe(check);
  observe([rows.total(), rows.indexAt(rows.total() - 1), rows.indexAt(rows.offsetOf(n))]);
});
