// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const FRUIT = () =>
  ["Apple", "Apricot", "Banana", "blueberry", "Cherry", "Avocado"].map((label, i) => ({ label, disabled: i === 1 }));

// Presses keys (optionally with times) and records the active index after each.
function press(nav, keys) {
  return keys.map((k) => (Array.isArray(k) ? nav.move(k[0], k[1]) : nav.move(k)));
}

test("sample_arrows_skip_disabled_and_wrap", () => {
  const nav = createListNav(FRUIT());
  observe(nav.active());
  observe(press(nav, ["ArrowDown", "ArrowDown", "ArrowUp", "End", "ArrowDown", "Home", "ArrowUp"]));
});

test("sample_typeahead", () => {
  const nav = createListNav(FRUIT());
  observe(press(nav, [["b", 1000], ["l", 1200], ["c", 5000]]));
});
