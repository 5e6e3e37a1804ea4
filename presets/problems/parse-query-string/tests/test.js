// Own entries sorted by key, so results compare the same whatever object they are built on.
const entries = (r) => Object.keys(r).sort().map((k) => [k, r[k]]);

test("sample_basic_decoding", () => {
  const r = parseQuery("?a=1&b=hello+world&c=%E4%BD%A0%E5%A5%BD");
  assert.deepStrictEqual(entries(r), [["a", "1"], ["b", "hello world"], ["c", "你好"]]);
});

test("sample_repeated_keys_become_arrays", () => {
  const r = parseQuery("tag=x&id=7&tag=y&tag=z");
  assert.deepStrictEqual(entries(r), [["id", "7"], ["tag", ["x", "y", "z"]]]);
});

test("empty_inputs", () => {
  assert.deepStrictEqual(entries(parseQuery("")), []);
  assert.deepStrictEqual(entries(parseQuery("?")), []);
  assert.deepStrictEqual(entries(parseQuery("&&&")), []);
});

test("question_mark_only_stripped_once", () => {
  assert.deepStrictEqual(entries(parseQuery("??a=1")), [["?a", "1"]]);
  assert.deepStrictEqual(entries(parseQuery("a=?")), [["a", "?"]]);
});

test("missing_value_and_extra_equals", () => {
  assert.deepStrictEqual(entries(parseQuery("flag&x=1=2&y=")), [["flag", ""], ["x", "1=2"], ["y", ""]]);
});

test("empty_pieces_and_empty_keys_are_ignored", () => {
  assert.deepStrictEqual(entries(parseQuery("&a=1&&=orphan&b=2&")), [["a", "1"], ["b", "2"]]);
});

test("plus_is_space_but_encoded_plus_is_plus", () => {
  assert.deepStrictEqual(entries(parseQuery("expr=1+1%2B1&sp=%20")), [["expr", "1 1+1"], ["sp", " "]]);
});

test("keys_are_decoded_too", () => {
  assert.deepStrictEqual(entries(parseQuery("%61%20b=1&first+name=Ada")), [["a b", "1"], ["first name", "Ada"]]);
});

test("malformed_encoding_is_kept_as_written", () => {
  const r = parseQuery("a=%zz&b=50%&c=%E4%BD&d=%zz%41&e=ok%21&f=x+%zz");
  assert.deepStrictEqual(entries(r), [
    ["a", "%zz"],
    ["b", "50%"],
    ["c", "%E4%BD"],
    ["d", "%zz%41"],
    ["e", "ok!"],
    ["f", "x %zz"],
  ]);
});

test("repeated_empty_values", () => {
  assert.deepStrictEqual(entries(parseQuery("a=&a&a=")), [["a", ["", "", ""]]]);
});

test("prototype_named_keys_are_plain_keys", () => {
  const r = parseQuery("constructor=a&toString=b&hasOwnProperty=c&constructor=d&valueOf");
  assert.deepStrictEqual(entries(r), [
    ["constructor", ["a", "d"]],
    ["hasOwnProperty", "c"],
    ["toString", "b"],
    ["valueOf", ""],
  ]);
});

test("proto_key_is_stored_and_nothing_is_polluted", () => {
  const r = parseQuery("__proto__=x&__proto__=y&polluted=1");
  assert.deepStrictEqual(entries(r), [["__proto__", ["x", "y"]], ["polluted", "1"]]);
  assert.strictEqual({}.polluted, undefined);
  assert.strictEqual(Object.prototype.polluted, undefined);
  assert.ok(!Array.prototype.includes("x"));
});

test("long_query_is_linear", () => {
  const parts = [];
  for (let i = 0; i < 100000; i++) parts.push(i % 2 ? "k=" + i : "u" + i + "=v");
  const r = parseQuery(parts.join("&"));
  assert.strictEqual(r.k.length, 50000);
  assert.strictEqual(r.k[49999], "99999");
  assert.strictEqual(r.u0, "v");
  assert.strictEqual(Object.keys(r).length, 50001);
});
