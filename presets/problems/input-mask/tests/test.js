// Hidden tests.
test("typing_one_character_at_a_time", () => {
  const typed = "5551234567";
  const out = [];
  for (let k = 0; k <= typed.length; k++) out.push(applyMask(PHONE, typed.slice(0, k)).value);
  observe(out);
});

test("invalid_characters_are_skipped", () => {
  observe(applyMask(PHONE, "55a5-12b3x4567"));
  observe(applyMask(PHONE, "abc"));
  observe(applyMask(PHONE, "555 123 4567 999"));
});

test("slot_kinds", () => {
  observe(applyMask("aa-99", "ab12"));
  observe(applyMask("aa-99", "1a2b3c4"));
  observe(applyMask("***", "a_1-B"));
  observe(applyMask("a9a 9a9", "K1A0B1"));
  observe(applyMask("aaa", "äbcd"));
});

test("literal_equal_to_a_slot_character", () => {
  observe(applyMask("+1 999", "5551"));
  observe(applyMask("+1 999", "+1 555"));
  observe(applyMask("+1 999", "1555"));
  observe(applyMask("0x**", "0xff"));
  observe(applyMask("0x**", "ff"));
});

test("leading_and_consecutive_literals", () => {
  observe(applyMask("##99", "7"));
  observe(applyMask("##99", "##7"));
  observe(applyMask("9 / 9", "12"));
  observe(applyMask("9 / 9", "1 / 2"));
  observe(applyMask("9 / 9", "1"));
});

test("escapes_make_slot_characters_literal", () => {
  observe(applyMask("\\9\\a 99", "12"));
  observe(applyMask("\\9\\a 99", "9a 12"));
  observe(applyMask("\\\\9", "5"));
  observe(applyMask("99\\", "123"));
  observe(applyMask("a\\*a", "xy"));
});

test("empty_inputs_and_masks", () => {
  observe(applyMask(PHONE, ""));
  observe(applyMask("", "123"));
  observe(applyMask("---", "abc"));
  observe(applyMask("---", ""));
});

test("complete_flag", () => {
  observe(applyMask("99-99", "1234").complete);
  observe(applyMask("99-99", "123").complete);
  observe(applyMask("99-99", "12345").complete);
  observe(applyMask("---", "x").complete);
  observe(applyMask("", "").complete);
});

test("dates_and_cards", () => {
  observe(applyMask("99/99/9999", "31121999"));
  observe(applyMask("99/99/9999", "3112"));
  observe(applyMask("9999 9999 9999 9999", "4111-1111-1111-1111"));
  observe(applyMask("9999 9999 9999 9999", "4111 1111 11"));
});

test("long_input", () => {
  const mask = "9".repeat(5000);
  const input = "x1".repeat(10000);
  const r = applyMask(mask, input);
  observe([r.value.length, r.raw.length, r.complete]);
});

test("escape_just_before_the_end", () => {
  observe(applyMask("9\\a", "1a"));
  observe(applyMask("9\\a", "1"));
  observe(applyMask("\\9", "x"));
  observe(applyMask("\\99", "9"));
  observe(applyMask("9\\", "1\\"));
});
