// Hidden tests.
const RU = "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}";

test("russian_teens_and_tens", () => {
  observe([0, 1, 2, 4, 5, 11, 12, 14, 15, 21, 22, 25, 101, 111, 112, 122].map((n) => formatMessage(RU, { n }, "ru")));
});

test("french_zero_is_one", () => {
  const p = "{n, plural, one {# fichier} other {# fichiers}}";
  observe([0, 1, 2].map((n) => formatMessage(p, { n }, "fr")));
});

test("chinese_has_only_other", () => {
  const p = "{n, plural, one {# 条 (one)} other {# 条消息}}";
  observe([0, 1, 7].map((n) => formatMessage(p, { n }, "zh")));
});

test("exact_match_beats_category", () => {
  const p = "{n, plural, one {one} =1 {exactly one} other {many}}";
  observe(formatMessage(p, { n: 1 }, "en"));
  observe(formatMessage(p, { n: 2 }, "en"));
});

test("missing_category_falls_back_to_other", () => {
  const p = "{n, plural, other {# things}}";
  observe(formatMessage(p, { n: 1 }, "en"));
  observe(formatMessage(RU.replace(" few {# дня}", ""), { n: 3 }, "ru"));
});

test("hash_means_innermost_plural", () => {
  const p = "{a, plural, one {# album} other {# albums}} with {b, plural, one {# song} other {# songs}}";
  observe(formatMessage(p, { a: 2, b: 1 }, "en"));
  const nested = "{a, plural, other {# folders, each {b, plural, one {# file} other {# files}} and # total}}";
  observe(formatMessage(nested, { a: 3, b: 1 }, "en"));
});

test("hash_through_select_and_outside_plural", () => {
  const p = "{n, plural, other {{g, select, female {she has #} other {they have #}}}} #tag";
  observe(formatMessage(p, { n: 4, g: "female" }, "en"));
  observe(formatMessage("Issue #{id}", { id: 42 }, "en"));
});

test("apostrophe_quoting", () => {
  observe(formatMessage("It''s {name}''s turn", { name: "Bo" }, "en"));
  observe(formatMessage("Use '{name}' literally, not {name}", { name: "X" }, "en"));
  observe(formatMessage("{n, plural, other {'#' is # and '{}' stays}}", { n: 5 }, "en"));
  observe(formatMessage("don't touch a lone ' quote", {}, "en"));
  observe(formatMessage("'{''quoted'' brace}' done", {}, "en"));
});

test("whitespace_inside_arguments", () => {
  observe(formatMessage("{ n ,plural,  one{#x}   other  {#y} }|{ s }", { n: 1, s: "ok" }, "en"));
});

test("values_are_stringified", () => {
  observe(formatMessage("{a}|{b}|{c}|{d}", { a: 0, b: false, c: null, d: "" }, "en"));
});

test("select_on_numbers_and_other", () => {
  const p = "{level, select, 1 {low} 2 {mid} other {high}}";
  observe([1, 2, 3, "2"].map((level) => formatMessage(p, { level }, "en")));
});

test("errors", () => {
  observeThrows(() => formatMessage("{name", { name: 1 }, "en"));
  observeThrows(() => formatMessage("a } b", {}, "en"));
  observeThrows(() => formatMessage("{n, plural, one {x}}", { n: 1 }, "en"));
  observeThrows(() => formatMessage("{missing}", {}, "en"));
  observeThrows(() => formatMessage("{n, number}", { n: 1 }, "en"));
  observeThrows(() => formatMessage("{x, select, a {A} other {B}}", { x: "a" }, "en"));
  observeThrows(() => formatMessage("{x, select, a {A} other {{y}}}", { x: "a" }, "en"));
});

test("unchosen_branch_still_parsed", () => {
  observeThrows(() => formatMessage("{x, select, a {ok} other {{oops}}", { x: "a" }, "en"));
});

test("plain_text_and_empty", () => {
  observe(formatMessage("", {}, "en"));
  observe(formatMessage("no arguments here", { unused: 1 }, "en"));
});

test("an_unclosed_quote_runs_to_the_end", () => {
  observe(formatMessage("it'{s", {}, "en"));
  observe(formatMessage("{x, select, a {say '{'} other {b}}", { x: "a" }, "en"));
});

test("an_unclosed_option_body_is_an_error", () => {
  observeThrows(() => formatMessage("{n, plural, one {x", { n: 1 }, "en"));
  observeThrows(() => formatMessage("{x, select, a {A", { x: "a" }, "en"));
});

test("a_plural_count_must_be_a_whole_number", () => {
  observeThrows(() => formatMessage("{n, plural, other {#}}", { n: 1.5 }, "en"));
  observeThrows(() => formatMessage("{n, plural, other {#}}", { n: "3" }, "en"));
  observeThrows(() => formatMessage("{n, plural, other {#}}", { n: -1 }, "en"));
});
