// Hidden tests; flush, jobs and outcome come from samples.js.
test("starts_synchronously_when_a_slot_is_free", () => {
  const q = new TaskQueue(3);
  const j = jobs();
  q.add(j.job("x"));
  q.add(j.job("y"), -1);
  observe([j.log, q.running, q.size]);
});

test("default_priority_is_zero_and_negative_goes_last", async () => {
  const q = new TaskQueue(1);
  const j = jobs();
  q.add(j.job("blocker"));
  q.add(j.job("neg"), -3);
  q.add(j.job("zero"));
  q.add(j.job("pos"), 2);
  q.add(j.job("zero-again"), 0);
  for (const n of ["blocker", "pos", "zero", "zero-again", "neg"]) {
    await flush();
    if (j.handles[n]) j.finish(n);
  }
  await flush();
  observe(j.log);
});

test("many_equal_priorities_keep_insertion_order", async () => {
  const q = new TaskQueue(1);
  const order = [];
  const tasks = [];
  for (let i = 0; i < 40; i++) {
    const p = i % 3; // three priority levels, interleaved
    tasks.push(q.add(async () => order.push([p, i]), p));
  }
  await Promise.all(tasks);
  observe(order);
});

test("plain_values_and_sync_throws", async () => {
  const q = new TaskQueue(1);
  const a = q.add(() => 5);
  const b = q.add(() => {
    throw new Error("sync");
  });
  const c = q.add(() => Promise.resolve("later"));
  observe([await outcome(a), await outcome(b), await outcome(c)]);
  await flush();
  observe([q.running, q.size]);
});

test("pause_holds_waiting_tasks_until_resume", async () => {
  const q = new TaskQueue(2);
  const j = jobs();
  q.add(j.job("a"));
  q.pause();
  q.add(j.job("b"));
  q.add(j.job("c"));
  observe([j.log.slice(), q.running, q.size]);
  j.finish("a");
  await flush();
  observe([j.log.slice(), q.running, q.size]); // paused: a's slot stays free
  q.resume();
  observe([j.log.slice(), q.running, q.size]);
  j.finish("b");
  j.finish("c");
  await flush();
  observe([q.running, q.size]);
});

test("clear_rejects_only_the_waiting_tasks", async () => {
  const q = new TaskQueue(1);
  const j = jobs();
  const a = q.add(j.job("a"));
  const b = q.add(j.job("b"));
  const c = q.add(j.job("c"), 9);
  q.clear();
  observe([q.running, q.size]);
  observe([await outcome(b), await outcome(c)]);
  j.finish("a", "done");
  observe(await outcome(a));
  const d = q.add(j.job("d"));
  observe(j.log);
  j.finish("d");
  observe(await outcome(d));
});

test("on_idle_waits_for_running_and_waiting", async () => {
  const q = new TaskQueue(1);
  const j = jobs();
  const events = [];
  await q.onIdle();
  events.push("idle-at-start");
  q.add(j.job("a"));
  q.add(j.job("b"));
  q.onIdle().then(() => events.push("idle"));
  j.finish("a");
  await flush();
  events.push("a-done");
  j.finish("b");
  await flush();
  observe(events);
});

test("on_idle_after_clear_with_nothing_running", async () => {
  const q = new TaskQueue(1);
  q.pause();
  const p = outcome(q.add(() => 1)); // handled from the start: clear() rejects it
  let idle = false;
  q.onIdle().then(() => (idle = true));
  await flush();
  observe(idle); // paused with a waiting task: not idle
  q.clear();
  await flush();
  observe(idle);
  observe(await p);
});

test("concurrency_is_never_exceeded", async () => {
  const q = new TaskQueue(3);
  let running = 0;
  let peak = 0;
  const order = [];
  const all = [];
  for (let i = 0; i < 300; i++) {
    all.push(
      q.add(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await null;
        if (i % 4 === 0) await flush();
        running--;
        return i;
      }, i % 5),
    );
  }
  const values = await Promise.all(all);
  observe([peak, values.length, values[123]]);
  observe(order.slice(0, 12));
  observe(order.slice(-6));
});

test("large_queue_orders_by_priority", async () => {
  const q = new TaskQueue(1);
  q.pause();
  const order = [];
  const all = [];
  let x = 12345;
  for (let i = 0; i < 50000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const p = x % 1000;
    all.push(q.add(() => order.push(p), p));
  }
  q.resume();
  await Promise.all(all);
  let sorted = true;
  for (let i = 1; i < order.length; i++) if (order[i] > order[i - 1]) sorted = false;
  observe([order.length, sorted, order[0], order[order.length - 1]]);
});

test("default_priority_is_below_an_explicit_one", async () => {
  const q = new TaskQueue(1);
  const order = [];
  const all = [q.add(async () => { order.push("blocker"); await flush(); })];
  all.push(q.add(async () => order.push("default")));
  all.push(q.add(async () => order.push("one"), 1));
  all.push(q.add(async () => order.push("half"), 0.5));
  await Promise.all(all);
  observe(order);
});

test("higher_priority_added_later_runs_first", async () => {
  const q = new TaskQueue(1);
  const order = [];
  const all = [q.add(async () => { order.push("blocker"); await flush(); })];
  all.push(q.add(async () => order.push("low"), 1));
  all.push(q.add(async () => order.push("high"), 5));
  await Promise.all(all);
  observe(order);
});

test("random_priorities_come_out_in_order_while_tasks_run", async () => {
  const q = new TaskQueue(2);
  const order = [];
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 10;
  const all = [];
  for (let round = 0; round < 6; round++) {
    for (let k = 0; k < 9; k++) {
      const p = rand();
      const id = round * 10 + k;
      all.push(q.add(async () => { order.push([p, id]); await flush(); }, p));
    }
    await flush();
  }
  await Promise.all(all);
  observe(order);
});
