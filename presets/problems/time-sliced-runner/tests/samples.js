// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// A fake clock: setTimeout/clearTimeout/Date.now are replaced. `work(ms)` moves time on without
// firing timers (a task being busy); `await clock.tick(ms)` fires due timers one by one, letting
// promise callbacks run after each.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, Number(ms) || 0), seq: id, fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => timers.delete(id);
  Date.now = () => now;
  return {
    work(ms) {
      now += ms;
    },
    async tick(ms) {
      const end = Math.max(now, now + ms);
      await flush();
      for (;;) {
        let due = null;
        for (const [id, t] of timers) {
          if (t.at <= end && (!due || t.at < due[1].at || (t.at === due[1].at && t.seq < due[1].seq))) due = [id, t];
        }
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].fn(...due[1].args);
        await flush();
      }
      now = Math.max(now, end);
    },
    pending: () => timers.size,
  };
}

// Tasks that each take `costs[i]` ms and log [i, start time].
function costly(clock, costs, log) {
  return costs.map((cost, i) => () => {
    log.push([i, Date.now()]);
    clock.work(cost);
    return i * 10;
  });
}

function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e instanceof Error ? e.message : e])
  );
  return () => state;
}

test("sample_slices_by_budget", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  const result = watch(runInSlices(costly(clock, [2, 2, 2, 2, 2], log), { budget: 5, onSlice: (d, t) => slices.push([d, t, Date.now()]) }));
  observe(log.length); // nothing runs inside the call
  await clock.tick(100);
  observe(log);
  observe(slices);
  observe(result());
});

test("sample_other_timers_run_between_slices", async () => {
  const clock = fakeClock();
  const order = [];
  runInSlices([() => order.push("t1"), () => (clock.work(10), order.push("t2")), () => order.push("t3")], { budget: 5 });
  setTimeout(() => order.push("other timer"), 0);
  await clock.tick(50);
  observe(order);
});
