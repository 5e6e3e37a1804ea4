// Hidden tests.
const lines = (...xs) => xs.join("\n") + "\n";

test("deletion_comes_before_insertion", () => {
  observe(unifiedDiff("x\n", "y\n", 0));
  observe(unifiedDiff(lines("a", "b"), lines("b", "a"), 3));
});

test("longest_common_subsequence_not_greedy", () => {
  observe(unifiedDiff(lines("a", "b", "c", "d"), lines("d", "a", "b", "c"), 0));
  observe(unifiedDiff(lines("1", "2", "3", "4", "5"), lines("5", "1", "2", "3", "4"), 1));
});

test("empty_old_and_new", () => {
  observe(unifiedDiff("", lines("p", "q"), 2));
  observe(unifiedDiff(lines("p", "q"), "", 2));
  observe(unifiedDiff("", "", 2));
});

test("pure_insertion_and_deletion_headers", () => {
  observe(unifiedDiff(lines("a", "b", "c"), lines("a", "X", "b", "c"), 0));
  observe(unifiedDiff(lines("a", "b", "c"), lines("a", "c"), 0));
  observe(unifiedDiff(lines("a", "b"), lines("X", "a", "b"), 0));
});

test("hunks_merge_when_context_touches", () => {
  const old = lines("1", "2", "3", "4", "5", "6", "7", "8", "9", "10");
  observe(unifiedDiff(old, old.replace("2\n", "two\n").replace("7\n", "seven\n"), 2)); // gap 4 = 2*2: one hunk
  observe(unifiedDiff(old, old.replace("2\n", "two\n").replace("8\n", "eight\n"), 2)); // gap 5: two hunks
});

test("context_zero_and_large", () => {
  const old = lines("a", "b", "c", "d", "e", "f");
  const neu = lines("a", "B", "c", "d", "E", "f");
  observe(unifiedDiff(old, neu, 0));
  observe(unifiedDiff(old, neu, 100));
});

test("repeated_lines", () => {
  observe(unifiedDiff(lines("x", "x", "y", "x"), lines("x", "y", "x", "x"), 1));
  observe(unifiedDiff(lines("}", "}", "}"), lines("}", "return;", "}", "}"), 1));
});

test("blank_lines_and_whitespace_differences", () => {
  observe(unifiedDiff("a\n\nb\n", "a\n \nb\n", 1));
  observe(unifiedDiff("a\n\n\n", "a\n\n", 1));
});

test("no_trailing_newline_is_the_same_line", () => {
  observe(unifiedDiff("a\nb", "a\nb\nc", 1));
});

test("large_file_small_change", () => {
  const old = [];
  for (let i = 0; i < 2000; i++) old.push(`line ${i % 97} ${i % 13}`);
  const neu = old.slice();
  neu.splice(1500, 3, "new A", "new B");
  neu.splice(200, 0, "inserted");
  neu[10] = "changed";
  observe(unifiedDiff(old.join("\n"), neu.join("\n"), 3));
});

test("a_repeated_line_matches_its_best_partner", () => {
  observe(unifiedDiff(lines("b", "b"), lines("a", "b"), 0));
  observe(unifiedDiff(lines("b", "c", "c", "a"), lines("a", "b"), 0));
});
