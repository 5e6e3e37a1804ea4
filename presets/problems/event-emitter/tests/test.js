test("sample_on_and_emit", () => {
  const e = new EventEmitter();
  const log = [];
  e.on("msg", (a, b) => log.push(["first", a, b]));
  e.on("msg", (a, b) => log.push(["second", a, b]));
  assert.strictEqual(e.emit("msg", 1, 2), true);
  assert.deepStrictEqual(log, [["first", 1, 2], ["second", 1, 2]]);
  assert.strictEqual(e.emit("other"), false);
});

test("sample_once_fires_once", () => {
  const e = new EventEmitter();
  let n = 0;
  e.once("ready", () => n++);
  assert.strictEqual(e.emit("ready"), true);
  assert.strictEqual(e.emit("ready"), false);
  assert.strictEqual(n, 1);
});

test("methods_chain", () => {
  const e = new EventEmitter();
  const f = () => {};
  assert.strictEqual(e.on("a", f), e);
  assert.strictEqual(e.once("a", f), e);
  assert.strictEqual(e.off("a", f), e);
  assert.strictEqual(e.off("missing", f), e);
});

test("off_removes_only_most_recent_registration", () => {
  const e = new EventEmitter();
  const log = [];
  const f = (x) => log.push("f" + x);
  const g = (x) => log.push("g" + x);
  e.on("t", f).on("t", g).on("t", f);
  e.off("t", f);
  e.emit("t", 1);
  assert.deepStrictEqual(log, ["f1", "g1"]);
  assert.strictEqual(e.listenerCount("t"), 2);
});

test("same_function_twice_is_called_twice", () => {
  const e = new EventEmitter();
  let n = 0;
  const f = () => n++;
  e.on("x", f);
  e.on("x", f);
  e.emit("x");
  assert.strictEqual(n, 2);
});

test("off_can_remove_a_once_listener_by_its_original_function", () => {
  const e = new EventEmitter();
  let n = 0;
  const f = () => n++;
  e.once("x", f);
  e.off("x", f);
  assert.strictEqual(e.emit("x"), false);
  assert.strictEqual(n, 0);
  assert.strictEqual(e.listenerCount("x"), 0);
});

test("consecutive_once_listeners_are_all_called", () => {
  const e = new EventEmitter();
  const log = [];
  e.once("go", () => log.push(1));
  e.once("go", () => log.push(2));
  e.on("go", () => log.push(3));
  e.once("go", () => log.push(4));
  e.emit("go");
  assert.deepStrictEqual(log, [1, 2, 3, 4]);
  e.emit("go");
  assert.deepStrictEqual(log, [1, 2, 3, 4, 3]);
  assert.strictEqual(e.listenerCount("go"), 1);
});

test("listener_added_during_emit_waits_for_next_emit", () => {
  const e = new EventEmitter();
  const log = [];
  e.on("x", () => {
    log.push("outer");
    e.on("x", () => log.push("inner"));
  });
  e.emit("x");
  assert.deepStrictEqual(log, ["outer"]);
});

test("listener_removed_during_emit_still_runs_this_time", () => {
  const e = new EventEmitter();
  const log = [];
  const second = () => log.push("second");
  e.on("x", () => {
    log.push("first");
    e.off("x", second);
  });
  e.on("x", second);
  e.emit("x");
  e.emit("x");
  assert.deepStrictEqual(log, ["first", "second", "first"]);
});

test("once_listener_that_emits_again_does_not_recurse", () => {
  const e = new EventEmitter();
  let n = 0;
  e.once("r", () => {
    n++;
    e.emit("r");
  });
  e.emit("r");
  assert.strictEqual(n, 1);
});

test("events_are_independent_and_counts_are_live", () => {
  const e = new EventEmitter();
  const f = () => {};
  assert.strictEqual(e.listenerCount("a"), 0);
  e.on("a", f).on("b", f).once("a", f);
  assert.strictEqual(e.listenerCount("a"), 2);
  assert.strictEqual(e.listenerCount("b"), 1);
  e.emit("a");
  assert.strictEqual(e.listenerCount("a"), 1);
  e.off("b", f);
  assert.strictEqual(e.emit("b"), false);
});

test("emitters_do_not_share_listeners", () => {
  const a = new EventEmitter();
  const b = new EventEmitter();
  let n = 0;
  a.on("x", () => n++);
  assert.strictEqual(b.emit("x"), false);
  assert.strictEqual(n, 0);
});

test("event_names_like_object_keys_work", () => {
  const e = new EventEmitter();
  assert.strictEqual(e.emit("constructor"), false);
  assert.strictEqual(e.emit("__proto__"), false);
  let n = 0;
  e.on("toString", () => n++);
  assert.strictEqual(e.emit("toString"), true);
  assert.strictEqual(n, 1);
});

test("many_listeners", () => {
  const e = new EventEmitter();
  let sum = 0;
  const fns = [];
  for (let i = 0; i < 10000; i++) {
    const f = () => { sum += i; };
    fns.push(f);
    e.on("m", f);
  }
  e.emit("m");
  for (let i = 0; i < 10000; i += 2) e.off("m", fns[i]);
  e.emit("m");
  assert.strictEqual(sum, 49995000 + 25000000);
});
