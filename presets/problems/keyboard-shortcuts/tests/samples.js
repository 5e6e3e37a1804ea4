// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// k("ctrl+s", 100) builds a keydown event at time 100.
function k(spec, time) {
  const parts = spec === "+" ? ["+"] : spec.split("+");
  const key = parts.pop();
  const has = (m) => parts.includes(m);
  return { key, ctrlKey: has("ctrl"), altKey: has("alt"), shiftKey: has("shift"), metaKey: has("meta"), time };
}

test("sample_chords_and_sequences", () => {
  const km = createKeymap({ "ctrl+s": "save", "g i": "inbox", "shift+?": "help" });
  observe(km.press(k("ctrl+s", 0)));
  observe(km.press(k("s", 10)));
  observe(km.press(k("g", 20)));
  observe(km.press(k("i", 500)));
  observe(km.press(k("shift+?", 600)));
});
