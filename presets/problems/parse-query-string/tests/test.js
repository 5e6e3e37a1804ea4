// Hidden tests.
test("empty_inputs", () => {
  observe(entries(parseQuery("")));
  observe(entries(parseQuery("?")));
  observe(entries(parseQuery("&&&")));
});

test("question_mark_only_stripped_once", () => {
  observe(entries(parseQuery("??a=1")));
  observe(entries(parseQuery("a=?")));
});

test("missing_value_and_extra_equals", () => {
  observe(entries(parseQuery("flag&x=1=2&y=")));
});

test("empty_pieces_and_empty_keys_are_ignored", () => {
  observe(entries(parseQuery("&a=1&&=orphan&b=2&")));
});

test("plus_is_space_but_encoded_plus_is_plus", () => {
  observe(entries(parseQuery("expr=1+1%2B1&sp=%20")));
});

test("keys_are_decoded_too", () => {
  observe(entries(parseQuery("%61%20b=1&first+name=Ada")));
});

test("malformed_encoding_is_kept_as_written", () => {
  const r = parseQuery("a=%zz&b=50%&c=%E4%BD&d=%zz%41&e=ok%21&f=x+%zz");
  observe(entries(r));
});

test("repeated_empty_values", () => {
  observe(entries(parseQuery("a=&a&a=")));
});

test("prototype_named_keys_are_plain_keys", () => {
  const r = parseQuery("constructor=a&toString=b&hasOwnProperty=c&constructor=d&valueOf");
  observe(entries(r));
});

test("proto_key_is_stored_and_nothing_is_polluted", () => {
  const r = parseQuery("__proto__=x&__proto__=y&polluted=1");
  observe(entries(r));
  observe({}.polluted);
  observe(Object.prototype.polluted);
  observe(Boolean(!Array.prototype.includes("x")));
});

test("long_query_is_linear", () => {
  const parts = [];
  for (let i = 0; i < 100000; i++) parts.push(i % 2 ? "k=" + i : "u" + i + "=v");
  const r = parseQuery(parts.join("&"));
  observe(r.k.length);
  observe(r.k[49999]);
  observe(r.u0);
  observe(Object.keys(r).length);
});
