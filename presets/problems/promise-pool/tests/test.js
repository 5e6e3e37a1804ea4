// Tasks are controlled by hand: each returns a promise the test settles when it wants.
const flush = () => new Promise((r) => setImmediate(r));

function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function controlled(n) {
  const state = { started: [], running: 0, maxRunning: 0, d: [] };
  state.tasks = Array.from({ length: n }, (_, i) => () => {
    state.started.push(i);
    state.running++;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    const d = deferred();
    state.d[i] = d;
    const done = () => { state.running--; };
    d.promise.then(done, done);
    return d.promise;
  });
  return state;
}

test("sample_limits_concurrency_and_keeps_order", async () => {
  const s = controlled(5);
  const pool = promisePool(s.tasks, 2);
  await flush();
  assert.deepStrictEqual(s.started, [0, 1]);
  s.d[1].resolve("b");
  await flush();
  assert.deepStrictEqual(s.started, [0, 1, 2], "a finished task frees its slot at once");
  s.d[0].resolve("a");
  await flush();
  assert.deepStrictEqual(s.started, [0, 1, 2, 3]);
  s.d[3].resolve("d");
  await flush();
  s.d[4].resolve("e");
  s.d[2].resolve("c");
  assert.deepStrictEqual(await pool, ["a", "b", "c", "d", "e"]);
  assert.strictEqual(s.maxRunning, 2);
});

test("sample_first_failure_rejects_and_stops", async () => {
  const s = controlled(4);
  const pool = promisePool(s.tasks, 1);
  await flush();
  const boom = new Error("boom");
  s.d[0].reject(boom);
  await assert.rejects(pool, (e) => e === boom);
  await flush();
  assert.deepStrictEqual(s.started, [0], "no task may start after a failure");
});

test("empty_task_list", async () => {
  assert.deepStrictEqual(await promisePool([], 3), []);
});

test("limit_larger_than_task_count_starts_all", async () => {
  const s = controlled(3);
  const pool = promisePool(s.tasks, 100);
  await flush();
  assert.deepStrictEqual(s.started, [0, 1, 2]);
  s.d.forEach((d, i) => d.resolve(i * 10));
  assert.deepStrictEqual(await pool, [0, 10, 20]);
});

test("limit_one_runs_strictly_in_sequence", async () => {
  const s = controlled(4);
  const pool = promisePool(s.tasks, 1);
  for (let i = 0; i < 4; i++) {
    await flush();
    assert.deepStrictEqual(s.started, [...Array(i + 1).keys()]);
    s.d[i].resolve(i);
  }
  assert.deepStrictEqual(await pool, [0, 1, 2, 3]);
  assert.strictEqual(s.maxRunning, 1);
});

test("slow_task_does_not_block_other_slots", async () => {
  const s = controlled(6);
  const pool = promisePool(s.tasks, 3);
  await flush();
  // Task 0 stays pending while tasks 1..5 stream through the two other slots.
  for (let i = 1; i <= 5; i++) {
    s.d[i].resolve(i);
    await flush();
  }
  assert.deepStrictEqual(s.started, [0, 1, 2, 3, 4, 5]);
  s.d[0].resolve(0);
  assert.deepStrictEqual(await pool, [0, 1, 2, 3, 4, 5]);
  assert.strictEqual(s.maxRunning, 3);
});

test("synchronous_throw_counts_as_failure", async () => {
  const started = [];
  const tasks = [
    () => { started.push(0); return new Promise(() => {}); },
    () => { started.push(1); throw new TypeError("sync"); },
    () => { started.push(2); return Promise.resolve(2); },
  ];
  await assert.rejects(promisePool(tasks, 2), TypeError);
  await flush();
  assert.deepStrictEqual(started, [0, 1]);
});

test("plain_values_and_falsy_results_are_kept", async () => {
  const tasks = [() => 0, () => Promise.resolve(undefined), () => "", () => Promise.resolve(null), () => false];
  assert.deepStrictEqual(await promisePool(tasks, 2), [0, undefined, "", null, false]);
});

test("later_failures_are_ignored_and_handled", async () => {
  const unhandled = [];
  const onUnhandled = (e) => unhandled.push(e);
  process.on("unhandledRejection", onUnhandled);
  try {
    const s = controlled(3);
    const pool = promisePool(s.tasks, 3);
    await flush();
    const first = new Error("first");
    s.d[1].reject(first);
    await assert.rejects(pool, (e) => e === first);
    s.d[0].reject(new Error("second"));
    s.d[2].resolve(2);
    await flush();
    await flush();
    assert.deepStrictEqual(unhandled, [], "a later rejection must not go unhandled");
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});

test("many_tasks_resolve_in_order", async () => {
  const n = 20000;
  let running = 0;
  let peak = 0;
  const tasks = Array.from({ length: n }, (_, i) => async () => {
    running++;
    peak = Math.max(peak, running);
    await null;
    if (i % 3 === 0) await null;
    running--;
    return i * 2;
  });
  const out = await promisePool(tasks, 7);
  assert.strictEqual(out.length, n);
  for (let i = 0; i < n; i += 997) assert.strictEqual(out[i], i * 2);
  assert.strictEqual(out[n - 1], (n - 1) * 2);
  assert.ok(peak <= 7, `peak concurrency ${peak} exceeds 7`);
});
