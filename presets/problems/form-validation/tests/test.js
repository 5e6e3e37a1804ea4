// Hidden tests.
test("required_empty_values", () => {
  const schema = { f: [{ required: true }] };
  const values = [undefined, null, "", "   ", "\t\n", [], 0, false, "0", [0], {}];
  observe(values.map((v) => validateForm({ f: v }, schema).f || "ok"));
  observe(validateForm({}, schema));
});

test("required_false_and_custom_message", () => {
  observe(validateForm({}, { a: [{ required: false }], b: [{ required: true, message: "Fill me" }] }));
});

test("empty_optional_skips_other_rules", () => {
  const schema = {
    nick: [{ minLength: 3 }],
    tags: [{ minLength: 1, message: "pick one" }],
    code: [{ pattern: /^\d+$/ }],
    n: [{ min: 5 }],
    mirror: [{ equalsField: "other" }],
    custom: [{ validate: () => "always" }],
  };
  observe(validateForm({ nick: "", tags: [], code: "  ", n: null, mirror: undefined, other: "x", custom: "" }, schema));
});

test("length_rules", () => {
  const schema = { s: [{ minLength: 2 }, { maxLength: 4 }] };
  observe(["a", "ab", "abcd", "abcde", ["x"], ["x", "y"], [1, 2, 3, 4, 5], 12345, 7].map((v) => validateForm({ s: v }, schema).s || "ok"));
});

test("length_boundaries_custom_messages", () => {
  const schema = { s: [{ minLength: 3, message: "min3" }, { maxLength: 3, message: "max3" }] };
  observe(["ab", "abc", "abcd"].map((v) => validateForm({ s: v }, schema).s || "ok"));
});

test("global_regex_is_not_stateful", () => {
  const digits = /\d+/g;
  const schema = { a: [{ pattern: digits }], b: [{ pattern: digits }] };
  const out = [];
  for (let i = 0; i < 4; i++) out.push(validateForm({ a: "123", b: "456" }, schema));
  observe(out);
  observe(digits.lastIndex);
  const sticky = /ab/y;
  observe([validateForm({ s: "ab" }, { s: [{ pattern: sticky }] }), validateForm({ s: "ab" }, { s: [{ pattern: sticky }] })]);
});

test("pattern_on_non_strings", () => {
  observe(validateForm({ n: 42, m: 4.5 }, { n: [{ pattern: /^\d+$/ }], m: [{ pattern: /^\d+$/ }] }));
});

test("numeric_rules", () => {
  const schema = { x: [{ min: 1 }, { max: 10 }] };
  observe([0, 1, 10, 11, "5", "abc", "  7 ", true, -3].map((v) => validateForm({ x: v }, schema).x || "ok"));
  observe(validateForm({ x: 0.5 }, { x: [{ min: 0.5, message: "m" }, { max: 0.49, message: "M" }] }));
});

test("equals_field_is_strict", () => {
  const schema = { confirm: [{ equalsField: "password" }] };
  observe(validateForm({ password: "abc", confirm: "abc" }, schema));
  observe(validateForm({ password: "abc", confirm: "abd" }, schema));
  observe(validateForm({ password: 1, confirm: "1" }, schema));
  observe(validateForm({ confirm: "x" }, schema));
});

test("custom_validators", () => {
  const seen = [];
  const schema = {
    user: [
      {
        validate: (value, values) => {
          seen.push([value, values.domain]);
          return value.includes(".") ? "No dots" : null;
        },
      },
    ],
    a: [{ validate: () => undefined }],
    b: [{ validate: () => "" }],
    c: [{ validate: () => false }],
    d: [{ validate: (v) => (v > 3 ? "Too big" : true) }],
  };
  observe(validateForm({ user: "a.b", domain: "x.com", a: 1, b: 1, c: 1, d: 5 }, schema));
  observe(seen);
});

test("first_failing_rule_wins_per_field", () => {
  const schema = { p: [{ required: true, message: "r" }, { minLength: 10, message: "len" }, { pattern: /[A-Z]/, message: "upper" }] };
  observe(["", "short", "longer but lower", "Longer Enough"].map((v) => validateForm({ p: v }, schema).p || "ok"));
});

test("rules_after_a_failure_are_not_run", () => {
  let calls = 0;
  const schema = { f: [{ minLength: 5 }, { validate: () => (calls++, "never") }] };
  validateForm({ f: "abc" }, schema);
  observe(calls);
});

test("fields_not_in_schema_are_ignored", () => {
  observe(validateForm({ extra: "", another: null }, {}));
  observe(validateForm({ extra: "" }, { only: [] }));
});

test("default_messages", () => {
  const schema = {
    a: [{ required: true }],
    b: [{ minLength: 4 }],
    c: [{ maxLength: 1 }],
    d: [{ pattern: /^x$/ }],
    e: [{ min: 3 }],
    f: [{ max: 3 }],
    g: [{ equalsField: "a" }],
  };
  observe(validateForm({ b: "ab", c: "ab", d: "y", e: 1, f: 9, g: "q" }, schema));
});
