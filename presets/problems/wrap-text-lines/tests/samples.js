// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Every character is 1 wide: widths equal lengths.
const mono = () => 1;
// A proportional font: narrow i/l/space/punctuation, wide m/w/W/M, CJK 2, the ellipsis 1.
function prop(ch) {
  if ("il.,' ".includes(ch)) return 0.5;
  if ("mwMW".includes(ch)) return 1.5;
  if (ch === "…") return 1;
  if (ch.charCodeAt(0) > 0x2e80) return 2;
  return 1;
}

test("sample_greedy_wrap", () => {
  observe(wrapText("the quick brown fox jumps over the lazy dog", 10, mono));
});

test("sample_clamped_with_ellipsis", () => {
  observe(wrapText("the quick brown fox jumps over the lazy dog", 10, mono, 2));
});
