// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Feeds chunks and records what was emitted after each push, then the result of end().
function run(chunks) {
  const lines = [];
  const splitter = createLineSplitter((line) => lines.push(line));
  const steps = [];
  for (const c of chunks) {
    splitter.push(c);
    steps.push(lines.length);
  }
  const total = splitter.end();
  return { lines, steps, total };
}

test("sample_lines_across_chunks", () => {
  observe(run(["hel", "lo\nwor", "ld\n", "!"]));
});

test("sample_crlf_split_between_chunks", () => {
  observe(run(["a\r", "\nb\r\n"]));
});
