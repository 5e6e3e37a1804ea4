// Hidden tests.
test("falsy_values_render", () => {
  observe(render("{{zero}}|{{no}}|{{empty}}|{{nil}}|{{undef}}", { zero: 0, no: false, empty: "", nil: null, undef: undefined }));
});

test("all_five_characters_are_escaped", () => {
  observe(render("<p title=\"{{t}}\">{{t}}</p>", { t: `Tom & "Jerry" <it's>` }));
});

test("raw_tags_are_not_escaped", () => {
  observe(render("{{{ a }}}{{{b}}}", { a: "&amp;", b: "<i>'x'</i>" }));
});

test("substituted_text_is_not_rendered_again", () => {
  observe(render("{{{ a }}} and {{ b }}", { a: "{{b}}", b: "{{{a}}}", secret: "S" }));
  observe(render("{{x}}", { x: "{{secret}}", secret: "S" }));
});

test("same_tag_many_times", () => {
  observe(render("{{n}}-{{ n }}-{{  n  }}", { n: 7 }));
});

test("through_null_and_missing_parents", () => {
  observe(render("[{{a.b.c}}][{{x.y}}][{{a.b}}]", { a: { b: null } }));
});

test("arrays_and_indexes", () => {
  observe(render("{{list.0}} {{list.2.name}} {{list}} {{list.length}}", { list: ["a", "b", { name: "c" }] }));
});

test("text_without_valid_tags_is_kept", () => {
  observe(render("{ a } {{ a b }} {{ }} {{a {{", { a: 1 }));
  observe(render("no tags at all", {}));
  observe(render("", { a: 1 }));
});

test("adjacent_and_nested_looking_braces", () => {
  observe(render("{{a}}{{b}}", { a: 1, b: 2 }));
});

test("numbers_and_booleans_stringify", () => {
  observe(render("{{f}} {{neg}} {{t}} {{big}}", { f: 1.5, neg: -0, t: true, big: 1e21 }));
});

test("dollar_and_underscore_keys", () => {
  observe(render("{{$price}} {{_id}} {{a_b.c$}}", { $price: "9$", _id: "x", a_b: { c$: "$&" } }));
});

test("long_template", () => {
  const parts = [];
  for (let i = 0; i < 5000; i++) parts.push(`<li>{{items.${i}.name}} ({{{items.${i}.raw}}})</li>`);
  const items = Array.from({ length: 5000 }, (_, i) => ({ name: i % 2 ? "<odd>" : "even & co", raw: "<i>" + i + "</i>" }));
  const out = render(parts.join(""), { items });
  observe([out.length, out.slice(0, 80), out.slice(-50)]);
});
