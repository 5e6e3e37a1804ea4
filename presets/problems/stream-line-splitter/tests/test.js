// Hidden tests.
test("all_three_line_ends", () => {
  observe(run(["one\ntwo\r\nthree\rfour"]));
});

test("empty_lines_are_kept", () => {
  observe(run(["a\n\nb"]));
  observe(run(["\n\n"]));
  observe(run(["\r\r"]));
  observe(run(["\n\r"]));
  observe(run(["\r\n\r\n"]));
  observe(run(["x\r\r\ny"]));
});

test("no_input_and_empty_chunks", () => {
  observe(run([]));
  observe(run(["", "", ""]));
  observe(run(["", "a", "", "b", ""]));
});

test("final_line_break_adds_no_empty_line", () => {
  observe(run(["last\n"]));
  observe(run(["last\r"]));
  observe(run(["last\r\n"]));
  observe(run(["last", "\r"]));
});

test("line_emitted_as_soon_as_cr_is_seen", () => {
  const lines = [];
  const s = createLineSplitter((l) => lines.push(l));
  s.push("a\r");
  observe(lines.slice());
  s.push("\n");
  observe(lines.slice());
  s.push("\nb");
  observe(lines.slice());
  observe(s.end());
  observe(lines);
});

test("cr_then_empty_chunks_then_lf", () => {
  observe(run(["a\r", "", "", "\nb"]));
  observe(run(["a\r", "", "x"]));
});

test("cr_at_chunk_end_then_other_text", () => {
  observe(run(["a\r", "b\r", "\r", "\n", "c"]));
  observe(run(["\r", "\r", "\n", "\n"]));
});

test("one_character_at_a_time", () => {
  const text = "ab\r\ncd\n\ref\r\r\ng\n";
  observe(run([...text]));
  observe(run([text]));
});

test("lf_after_cr_only_skipped_once", () => {
  observe(run(["a\r\n\nb"]));
  observe(run(["a\r", "\n", "\n", "b"]));
});

test("unicode_text_passes_through", () => {
  observe(run(["你好\n世", "界\r\n😀", "🎉"]));
});

test("end_returns_count_and_closes", () => {
  const lines = [];
  const s = createLineSplitter((l) => lines.push(l));
  s.push("a\nb");
  observe(s.end());
  observe(lines);
  observe(observeThrows(() => s.push("c")));
  observe(observeThrows(() => s.end()));
  observe(lines);
});

test("splitters_are_independent", () => {
  const a = [];
  const b = [];
  const sa = createLineSplitter((l) => a.push(l));
  const sb = createLineSplitter((l) => b.push(l));
  sa.push("x\r");
  sb.push("\ny");
  sa.push("\nz");
  observe([sa.end(), sb.end()]);
  observe([a, b]);
});

test("long_line_in_many_small_chunks_is_linear", () => {
  let count = 0;
  let totalLength = 0;
  const s = createLineSplitter((l) => {
    count++;
    totalLength += l.length;
  });
  const piece = "abcdefghijklmnopqrs";
  for (let i = 0; i < 100000; i++) s.push(piece);
  s.push("\n");
  for (let i = 0; i < 50000; i++) s.push("ab\ncd");
  observe(s.end());
  observe([count, totalLength]);
});
