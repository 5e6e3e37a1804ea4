// Hidden tests.
test("pointer_escapes", () => {
  const doc = { "a/b": 1, "m~n": 2, "~1": 3, "": 4, " ": 5 };
  observe(attempt(doc, [{ op: "test", path: "/a~1b", value: 1 }, { op: "test", path: "/m~0n", value: 2 }]));
  observe(attempt(doc, [{ op: "replace", path: "/~01", value: "tilde-one" }]));
  observe(attempt(doc, [{ op: "replace", path: "/", value: "empty key" }, { op: "remove", path: "/ " }]));
  observe(attempt({ a: { "": { "": 1 } } }, [{ op: "replace", path: "/a//", value: 2 }]));
});

test("bad_pointers_fail", () => {
  observe(attempt({ a: 1 }, [{ op: "add", path: "a", value: 2 }]));
  observe(attempt({ a: 1 }, [{ op: "remove", path: "#/a" }]));
  observe(attempt({ a: 1 }, [{ op: "add", path: 5, value: 2 }]));
});

test("array_indexes", () => {
  const doc = { l: ["a", "b", "c"] };
  observe(attempt(doc, [{ op: "add", path: "/l/-", value: "end" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/3", value: "at length" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/0", value: "front" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/4", value: "past" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/01", value: "lead zero" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/-1", value: "neg" }]));
  observe(attempt(doc, [{ op: "add", path: "/l/1.0", value: "float" }]));
  observe(attempt(doc, [{ op: "remove", path: "/l/2" }]));
  observe(attempt(doc, [{ op: "remove", path: "/l/3" }]));
  observe(attempt(doc, [{ op: "remove", path: "/l/-" }]));
  observe(attempt(doc, [{ op: "replace", path: "/l/-", value: 1 }]));
  observe(attempt(doc, [{ op: "replace", path: "/l/2", value: "C" }]));
  observe(attempt(doc, [{ op: "test", path: "/l/0", value: "a" }, { op: "test", path: "/l/3", value: "a" }]));
});

test("add_to_objects", () => {
  observe(attempt({ a: 1 }, [{ op: "add", path: "/a", value: 2 }]));
  observe(attempt({ a: 1 }, [{ op: "add", path: "/b/c", value: 2 }]));
  observe(attempt({ a: 1 }, [{ op: "add", path: "/a/c", value: 2 }]));
  observe(attempt({ a: null }, [{ op: "add", path: "/a/c", value: 2 }]));
  observe(attempt({ o: {} }, [{ op: "add", path: "/o/0", value: "zero" }, { op: "add", path: "/o/-", value: "dash" }]));
  observe(attempt({ a: 1 }, [{ op: "add", path: "/n", value: null }]));
});

test("whole_document", () => {
  observe(attempt({ a: 1 }, [{ op: "add", path: "", value: [1, 2] }]));
  observe(attempt({ a: 1 }, [{ op: "replace", path: "", value: "str" }]));
  observe(attempt({ a: 1 }, [{ op: "remove", path: "" }]));
  observe(attempt(5, [{ op: "test", path: "", value: 5 }, { op: "replace", path: "", value: { b: 2 } }, { op: "add", path: "/c", value: 3 }]));
  observe(attempt({ a: 1 }, [{ op: "move", from: "", path: "" }]));
  observe(attempt({ a: 1 }, [{ op: "move", from: "", path: "/a" }]));
});

test("remove_and_replace_need_an_existing_target", () => {
  observe(attempt({ a: 1 }, [{ op: "remove", path: "/b" }]));
  observe(attempt({ a: 1 }, [{ op: "replace", path: "/b", value: 2 }]));
  observe(attempt({ a: { b: 1 } }, [{ op: "remove", path: "/a/b/c" }]));
  observe(attempt({ a: 1 }, [{ op: "remove", path: "/toString" }]));
  observe(attempt({ a: 1 }, [{ op: "test", path: "/constructor", value: {} }]));
  observe(attempt({ a: 1 }, [{ op: "replace", path: "/hasOwnProperty", value: 1 }]));
});

test("move", () => {
  observe(attempt({ l: ["a", "b", "c"] }, [{ op: "move", from: "/l/0", path: "/l/2" }]));
  observe(attempt({ l: ["a", "b", "c"] }, [{ op: "move", from: "/l/2", path: "/l/0" }]));
  observe(attempt({ l: ["a", "b", "c"] }, [{ op: "move", from: "/l/0", path: "/l/3" }]));
  observe(attempt({ a: { x: 1 }, b: {} }, [{ op: "move", from: "/a/x", path: "/b/y" }]));
  observe(attempt({ a: { x: 1 } }, [{ op: "move", from: "/a", path: "/a/x/y" }]));
  observe(attempt({ a: { x: 1 } }, [{ op: "move", from: "/a", path: "/a" }]));
  observe(attempt({ a: { x: 1 }, ab: 2 }, [{ op: "move", from: "/a", path: "/abc" }]));
  observe(attempt({ a: 1 }, [{ op: "move", from: "/missing", path: "/b" }]));
});

test("copy_is_deep", () => {
  const r = attempt({ a: { list: [1, { v: 2 }] } }, [
    { op: "copy", from: "/a", path: "/b" },
    { op: "add", path: "/b/list/-", value: 3 },
    { op: "replace", path: "/b/list/1/v", value: 20 },
  ]);
  observe(r);
  observe(attempt({ a: 1 }, [{ op: "copy", from: "/nope", path: "/b" }]));
  observe(attempt({ l: [1, 2] }, [{ op: "copy", from: "/l/0", path: "/l/-" }, { op: "copy", from: "/l", path: "/l/0" }]));
});

test("test_compares_deeply", () => {
  const doc = { o: { a: 1, b: [1, { c: null }] }, n: 1, s: "1", z: null };
  observe(attempt(doc, [{ op: "test", path: "/o", value: { b: [1, { c: null }], a: 1 } }]));
  observe(attempt(doc, [{ op: "test", path: "/o/b", value: [{ c: null }, 1] }]));
  observe(attempt(doc, [{ op: "test", path: "/n", value: "1" }]));
  observe(attempt(doc, [{ op: "test", path: "/s", value: 1 }]));
  observe(attempt(doc, [{ op: "test", path: "/z", value: null }]));
  observe(attempt(doc, [{ op: "test", path: "/z", value: {} }]));
  observe(attempt(doc, [{ op: "test", path: "/o", value: { a: 1 } }]));
  observe(attempt(doc, [{ op: "test", path: "/o", value: { a: 1, b: [1, { c: null }], d: 1 } }]));
  observe(attempt(doc, [{ op: "test", path: "/o/b", value: { 0: 1, 1: { c: null } } }]));
  observe(attempt(doc, [{ op: "test", path: "/o/b", value: [1] }]));
  observe(attempt({ e: {} }, [{ op: "test", path: "/e", value: [] }]));
  observe(attempt({ e: [] }, [{ op: "test", path: "/e", value: {} }]));
  observe(attempt(doc, [{ op: "test", path: "/missing", value: null }]));
});

test("error_reports_the_failing_index", () => {
  const ops = [
    { op: "add", path: "/a", value: 1 },
    { op: "add", path: "/b", value: 2 },
    { op: "frobnicate", path: "/a" },
    { op: "add", path: "/c", value: 3 },
  ];
  observe(attempt({}, ops));
  observe(attempt({}, [{ op: "remove", path: "/x" }]));
  observe(attempt({}, []));
});

test("document_untouched_on_failure_and_success", () => {
  const doc = { l: [1, 2, 3], o: { k: "v" } };
  const snapshot = JSON.stringify(doc);
  attempt(doc, [{ op: "remove", path: "/l/0" }, { op: "add", path: "/o/k2", value: 1 }, { op: "remove", path: "/nope" }]);
  observe(JSON.stringify(doc) === snapshot);
  const r = applyPatch(doc, [{ op: "remove", path: "/l/0" }, { op: "replace", path: "/o/k", value: "w" }]);
  observe(JSON.stringify(doc) === snapshot);
  observe(r);
  observe(r.o === doc.o || r.l === doc.l);
});

test("result_does_not_share_patch_values", () => {
  const value = { deep: [1] };
  const ops = [{ op: "add", path: "/v", value }, { op: "add", path: "/w", value }];
  const r = applyPatch({}, ops);
  value.deep.push(2);
  observe(r);
  r.v.deep.push(9);
  observe(r.w);
  observe(value);
});

test("proto_is_an_ordinary_key", () => {
  const r = applyPatch({}, [{ op: "add", path: "/__proto__", value: { polluted: true } }]);
  observe(({}).polluted);
  observe(r.polluted);
  observe(Object.keys(r));
  observe(Object.getPrototypeOf(r) === Object.prototype);
  delete Object.prototype.polluted;
  const doc = JSON.parse('{"__proto__": {"x": 1}}');
  observe(attempt(doc, [{ op: "test", path: "/__proto__/x", value: 1 }, { op: "replace", path: "/__proto__/x", value: 2 }]));
});

test("many_operations", () => {
  const ops = [];
  for (let i = 0; i < 20000; i++) ops.push({ op: "add", path: "/list/-", value: i });
  for (let i = 0; i < 5000; i++) ops.push({ op: "remove", path: "/list/" + (19999 - 2 * i) });
  for (let i = 0; i < 10; i++) ops.push({ op: "add", path: "/meta/k" + i, value: -1 });
  for (let i = 0; i < 5000; i++) ops.push({ op: "replace", path: "/meta/k" + (i % 10), value: i });
  const r = applyPatch({ list: [], meta: {} }, ops);
  observe(r.list.length);
  observe(r.list.slice(-5));
  observe(r.meta);
});

test("strings_and_numbers_are_not_containers", () => {
  const doc = { s: "abc", n: 5, t: true };
  observe(attempt(doc, [{ op: "remove", path: "/s/0" }]));
  observe(attempt(doc, [{ op: "move", from: "/s/1", path: "/c" }]));
  observe(attempt(doc, [{ op: "add", path: "/s/3", value: "d" }]));
  observe(attempt(doc, [{ op: "add", path: "/n/x", value: 1 }]));
  observe(attempt(doc, [{ op: "replace", path: "/s/length", value: 1 }]));
  observe(attempt(doc, [{ op: "test", path: "/s/0", value: "a" }]));
});

test("test_empty_containers_against_scalars", () => {
  observe(attempt({ e: {}, l: [] }, [{ op: "test", path: "/e", value: 0 }]));
  observe(attempt({ e: {}, l: [] }, [{ op: "test", path: "/e", value: "" }]));
  observe(attempt({ e: {}, l: [] }, [{ op: "test", path: "/l", value: 0 }]));
  observe(attempt({ n: 1, s: "" }, [{ op: "test", path: "/n", value: {} }]));
  observe(attempt({ n: 1, s: "" }, [{ op: "test", path: "/s", value: [] }]));
  observe(attempt({ z: null }, [{ op: "test", path: "/z", value: [] }]));
});
