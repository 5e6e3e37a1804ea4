// Hidden tests.
test("case_insensitive_keeps_original_case", () => {
  observe(highlightMatches("Hello HELLO hello", "hElLo"));
  observe(highlightMatches("ÄPFEL äpfel", "äpfel"));
});

test("empty_inputs", () => {
  observe(highlightMatches("", "x"));
  observe(highlightMatches("", ""));
  observe(highlightMatches("abc", ""));
  observe(highlightMatches("abc", "   \t "));
});

test("no_match_is_one_plain_segment", () => {
  observe(highlightMatches("abc", "xyz"));
});

test("whole_text_matches", () => {
  observe(highlightMatches("abc", "abc"));
  observe(highlightMatches("abc", "ABC b"));
});

test("overlapping_occurrences_of_one_word", () => {
  observe(show(highlightMatches("aaaa", "aaa")));
  observe(show(highlightMatches("abababa", "aba")));
  observe(show(highlightMatches("xaaax", "aa")));
});

test("touching_matches_are_one_segment", () => {
  observe(highlightMatches("foobar", "foo bar"));
  observe(show(highlightMatches("catdog cat dog", "cat dog")));
});

test("match_at_the_edges", () => {
  observe(show(highlightMatches("start middle end", "start end")));
  observe(show(highlightMatches("x", "x")));
  observe(show(highlightMatches("xy", "y")));
});

test("dot_is_literal", () => {
  observe(show(highlightMatches("a.b axb a-b", "a.b")));
});

test("special_characters_are_literal", () => {
  observe(show(highlightMatches("C++ and c# and a.b and axb", "c++ a.b")));
  observe(show(highlightMatches("price $5 (approx) [ok]", "$5 (approx) [ok]")));
  observe(show(highlightMatches("a*b a\\b ^x$", "a*b a\\b ^x$")));
});

test("query_whitespace_and_repeats", () => {
  observe(show(highlightMatches("one two three", "  two\n\tthree  two ")));
});

test("word_longer_than_text", () => {
  observe(highlightMatches("ab", "abc"));
});

test("segments_cover_the_text_exactly", () => {
  const text = "The quick brown fox jumps over the lazy dog; THE END";
  const segments = highlightMatches(text, "the o e");
  observe(segments.map((s) => s.text).join("") === text);
  observe(segments.every((s, i) => s.text.length > 0 && (i === 0 || s.match !== segments[i - 1].match)));
  observe(show(segments));
});

test("long_text", () => {
  const text = "ab".repeat(20000) + "c";
  const segments = highlightMatches(text, "b c");
  observe(segments.length);
  observe(segments.slice(-3));
});
