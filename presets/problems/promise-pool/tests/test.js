// Hidden tests; flush, deferred, controlled and settle come from samples.js.
test("empty_task_list", async () => {
  observe(await settle(promisePool([], 3), () => false));
});

test("limit_larger_than_task_count_starts_all", async () => {
  const s = controlled(3);
  const pool = promisePool(s.tasks, 100);
  await flush();
  observe(s.started);
  s.d.forEach((d, i) => d.resolve(i * 10));
  observe(await settle(pool, () => false));
});

test("limit_one_runs_strictly_in_sequence", async () => {
  const s = controlled(4);
  const pool = promisePool(s.tasks, 1);
  for (let i = 0; i < 4; i++) {
    await flush();
    observe(s.started);
    s.d[i].resolve(i);
  }
  observe(await settle(pool, () => false));
  observe(s.maxRunning);
});

test("slow_task_does_not_block_other_slots", async () => {
  const s = controlled(6);
  const pool = promisePool(s.tasks, 3);
  await flush();
  // Task 0 stays pending while tasks 1..5 stream through the two other slots.
  for (let i = 1; i <= 5; i++) {
    if (!s.d[i]) break; // not started: the pool is holding its slot back
    s.d[i].resolve(i);
    await flush();
  }
  observe(s.started);
  s.d[0].resolve(0);
  observe(await settle(pool, () => false));
  observe(s.maxRunning);
});

test("synchronous_throw_counts_as_failure", async () => {
  const started = [];
  const tasks = [
    () => {
      started.push(0);
      return new Promise(() => {});
    },
    () => {
      started.push(1);
      throw new TypeError("sync");
    },
    () => {
      started.push(2);
      return Promise.resolve(2);
    },
  ];
  observe(await settle(promisePool(tasks, 2), (e) => e instanceof TypeError));
  await flush();
  observe(started);
});

test("plain_values_and_falsy_results_are_kept", async () => {
  const tasks = [() => 0, () => Promise.resolve(undefined), () => "", () => Promise.resolve(null), () => false];
  observe(await settle(promisePool(tasks, 2), () => false));
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
    observe(await settle(pool, (e) => e === first));
    s.d[0].reject(new Error("second"));
    s.d[2].resolve(2);
    await flush();
    await flush();
    observe(unhandled.length); // a later rejection must not go unhandled
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
  observe(out.length);
  const picked = [];
  for (let i = 0; i < n; i += 997) picked.push(out[i]);
  observe(picked);
  observe(out[n - 1]);
  observe(peak <= 7);
});
