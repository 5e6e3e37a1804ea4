// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Own entries sorted by key, so results compare the same whatever object they are built on.
const entries = (r) => Object.keys(r).sort().map((k) => [k, r[k]]);

test("sample_basic_decoding", () => {
  const r = parseQuery("?a=1&b=hello+world&c=%E4%BD%A0%E5%A5%BD");
  observe(entries(r));
});

test("sample_repeated_keys_become_arrays", () => {
  const r = parseQuery("tag=x&id=7&tag=y&tag=z");
  observe(entries(r));
});
