// Hidden tests.
test("modifiers_must_match_exactly", () => {
  const km = createKeymap({ "ctrl+s": "save", "ctrl+shift+s": "saveAs" });
  observe(km.press(k("ctrl+shift+s", 0)));
  observe(km.press(k("ctrl+alt+s", 10)));
  observe(km.press(k("meta+s", 20)));
  observe(km.press(k("ctrl+s", 30)));
});

test("binding_text_is_case_and_order_insensitive", () => {
  const km = createKeymap({ "Shift+Ctrl+K": "palette", "Meta+Enter": "send" });
  observe(km.press(k("ctrl+shift+K", 0)));
  observe(km.press(k("ctrl+shift+k", 10)));
  observe(km.press(k("meta+Enter", 20)));
});

test("sequence_times_out", () => {
  const km = createKeymap({ "g i": "inbox" });
  observe(km.press(k("g", 0)));
  observe(km.press(k("i", 1001)));
  observe(km.press(k("g", 2000)));
  observe(km.press(k("i", 3000))); // exactly the timeout is still in time
});

test("custom_timeout", () => {
  const km = createKeymap({ "a b": "ab" }, 50);
  observe(km.press(k("a", 0)));
  observe(km.press(k("b", 60)));
  observe(km.press(k("a", 100)));
  observe(km.press(k("b", 150)));
});

test("restart_inside_a_failed_sequence", () => {
  const km = createKeymap({ "g i": "inbox", "g g": "top" });
  observe(["g", "x", "g", "i"].map((s, t) => km.press(k(s, t * 10))));
  const km2 = createKeymap({ "a b c": "abc" });
  observe(["a", "a", "b", "c"].map((s, t) => km2.press(k(s, t * 10))));
  const km3 = createKeymap({ "a a b": "aab" });
  observe(["a", "a", "a", "b"].map((s, t) => km3.press(k(s, t * 10))));
});

test("complete_binding_fires_before_longer_one", () => {
  const km = createKeymap({ "g": "go", "g i": "inbox" });
  observe(km.press(k("g", 0)));
  observe(km.press(k("i", 10)));
});

test("bare_modifier_presses_are_ignored", () => {
  const km = createKeymap({ "g shift+g": "bottom" });
  observe(km.press(k("g", 0)));
  observe(km.press(k("shift+Shift", 100)));
  observe(km.press(k("shift+G", 200)));
  observe(km.press(k("Control", 300)));
});

test("sequence_with_modifiers", () => {
  const km = createKeymap({ "ctrl+k ctrl+c": "comment", "ctrl+k ctrl+u": "uncomment" });
  observe(km.press(k("ctrl+k", 0)));
  observe(km.press(k("ctrl+u", 10)));
  observe(km.press(k("ctrl+k", 20)));
  observe(km.press(k("c", 30)));
  observe(km.press(k("ctrl+k", 40)));
  observe(km.press(k("ctrl+c", 50)));
});

test("unbound_keys_return_null", () => {
  const km = createKeymap({});
  observe(km.press(k("a", 0)));
  observe(km.press(k("ctrl+z", 1)));
});

test("buffer_resets_after_firing", () => {
  const km = createKeymap({ "a b": "ab", "b c": "bc" });
  observe(["a", "b", "c"].map((s, t) => km.press(k(s, t))));
});

test("separate_keymaps_keep_separate_state", () => {
  const a = createKeymap({ "x y": "xy" }), b = createKeymap({ "x y": "xy" });
  observe(a.press(k("x", 0)));
  observe(b.press(k("y", 1)));
  observe(a.press(k("y", 2)));
});

test("a_broken_sequence_retries_its_last_key_alone", () => {
  const km = createKeymap({ "g i": "inbox", x: "close" });
  observe(km.press(k("g", 0)));
  observe(km.press(k("x", 10)));
  observe(km.press(k("g", 20)));
  observe(km.press(k("g", 30)));
  observe(km.press(k("i", 40)));
});
