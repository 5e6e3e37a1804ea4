// Hidden tests.
test("exact_fit_and_one_over", () => {
  observe(wrapText("abcde fghij", 11, mono));
  observe(wrapText("abcde fghij", 10, mono));
  observe(wrapText("abcde", 5, mono));
});

test("spaces_collapse_and_trim", () => {
  observe(wrapText("   a    b  c   ", 20, mono));
  observe(wrapText("a  b", 3, mono));
  observe(wrapText("     ", 5, mono));
});

test("paragraphs_and_empty_lines", () => {
  observe(wrapText("one\n\ntwo three\n", 5, mono));
  observe(wrapText("", 5, mono));
  observe(wrapText("\n", 5, mono));
  observe(wrapText(" \n x ", 5, mono));
});

test("long_words_are_cut", () => {
  observe(wrapText("abcdefghijklm", 5, mono));
  observe(wrapText("ab abcdefghijkl cd", 5, mono));
  observe(wrapText("xy abcdefgh", 4, mono));
  observe(wrapText("abcdef", 3, mono));
});

test("character_wider_than_the_line", () => {
  observe(wrapText("mmm", 1, prop));
  observe(wrapText("a 中文字 b", 3, prop));
  observe(wrapText("ab", 0, mono));
});

test("proportional_widths", () => {
  observe(wrapText("illicit willow mammoth little wimp", 6, prop));
  observe(wrapText("WWW iii WWW", 5, prop));
  observe(wrapText("中文和 English 混排的句子", 8, prop));
});

test("space_width_counts", () => {
  const wideSpace = (ch) => (ch === " " ? 3 : 1);
  observe(wrapText("a b c d", 5, wideSpace));
  observe(wrapText("ab cd", 7, wideSpace));
  observe(wrapText("ab cd", 6, wideSpace));
});

test("max_lines_not_exceeded_means_no_ellipsis", () => {
  observe(wrapText("aaa bbb", 3, mono, 2));
  observe(wrapText("aaa bbb", 3, mono, 5));
  observe(wrapText("aaa", 3, mono, 1));
});

test("ellipsis_replaces_the_tail", () => {
  observe(wrapText("aaa bbb ccc", 3, mono, 1));
  observe(wrapText("aaa bbb ccc", 7, mono, 1));
  observe(wrapText("aa bbb ccc", 6, mono, 1));
  observe(wrapText("aaaa bbb", 5, mono, 1));
  observe(wrapText("ab cd ef gh", 5, mono, 2));
});

test("ellipsis_drops_trailing_space", () => {
  observe(wrapText("abc d efg", 5, mono, 1)); // "abc d" → "abc …" would keep a space: "abc…"
  observe(wrapText("ab cdef", 4, mono, 1));
});

test("ellipsis_when_the_line_already_fits", () => {
  observe(wrapText("ab\ncd", 5, mono, 1)); // the cut is between paragraphs
  observe(wrapText("abc\n\nx", 10, mono, 2));
});

test("ellipsis_wider_than_room", () => {
  const wideEllipsis = (ch) => (ch === "…" ? 4 : 1);
  observe(wrapText("abcdef ghi", 6, wideEllipsis, 1));
  observe(wrapText("ab cd", 2, wideEllipsis, 1));
  observe(wrapText("ab cd", 3, mono, 1));
});

test("ellipsis_with_proportional_font", () => {
  observe(wrapText("willow mill will wilt", 6, prop, 2));
  observe(wrapText("中文中文中文中文", 5, prop, 1));
});

test("many_words_on_one_long_line", () => {
  const words = [];
  for (let i = 0; i < 60000; i++) words.push("w" + (i % 10));
  let calls = 0;
  const counted = (ch) => {
    calls++;
    return 1;
  };
  const lines = wrapText(words.join(" "), 1e9, counted);
  observe(lines.length);
  observe(lines[0].length);
  const clamped = wrapText(words.join(" "), 1000, mono, 3);
  observe(clamped.map((l) => l.length));
  observe(clamped[2].slice(-6));
});
