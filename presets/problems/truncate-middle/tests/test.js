// Hidden tests.
const len = (s) => Array.from(s).length;

test("emoji_counts_as_one_code_point", () => {
  observe(truncateMiddle("ab😀cd", 5)); // 5 code points: unchanged
});

test("lengths_are_exact", () => {
  const text = "abcdefghijklmnopqrstuvwxyz";
  const out = [];
  for (let m = 1; m <= 27; m++) out.push(truncateMiddle(text, m));
  observe(out);
  observe(out.every((s, i) => len(s) === Math.min(i + 1, 26)));
});

test("small_limits", () => {
  observe([truncateMiddle("abc", 1), truncateMiddle("abc", 2), truncateMiddle("ab", 1), truncateMiddle("", 1), truncateMiddle("a", 1)]);
});

test("extension_kept_when_it_fits", () => {
  observe(truncateMiddle("holiday-photos-2024.jpeg", 10));
  observe(truncateMiddle("holiday-photos-2024.jpeg", 7));
  observe(truncateMiddle("holiday-photos-2024.jpeg", 6));
  observe(truncateMiddle("holiday-photos-2024.jpeg", 5));
  observe(truncateMiddle("a-very-long-name.x", 5));
});

test("what_counts_as_an_extension", () => {
  observe(truncateMiddle(".bashrc-and-more-text", 8));
  observe(truncateMiddle("ends-with-a-dot.", 8));
  observe(truncateMiddle("archive.tar.gz-but-long", 9));
  observe(truncateMiddle("archive.tar.gz", 9));
  observe(truncateMiddle("no-extension-here", 9));
  observe(truncateMiddle("dir.name/file", 8));
});

test("long_extension", () => {
  observe(truncateMiddle("file.averyveryverylongextension", 12));
  observe(truncateMiddle("file.averyveryverylongextension", 30));
});

test("emoji_and_cjk_count_as_one", () => {
  observe(truncateMiddle("😀😁😂🤣😃😄😅😆", 5));
  observe(truncateMiddle("照片😀很多很多很多.png", 8));
  observe(truncateMiddle("😀😀😀", 3));
});

test("even_and_odd_limits", () => {
  observe([truncateMiddle("0123456789", 4), truncateMiddle("0123456789", 5), truncateMiddle("0123456789", 9)]);
});
