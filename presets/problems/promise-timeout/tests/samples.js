// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// A fake clock: setTimeout/clearTimeout are replaced; `await clock.tick(ms)` fires due timers one
// by one, letting promise callbacks run after each. Like Node, a delay that is not finite or is
// above 2^31 - 1 counts as 1 ms.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    let delay = Number(ms) || 0;
    if (!Number.isFinite(delay) || delay > 2147483647) delay = 1;
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, delay), fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => timers.delete(id);
  return {
    async tick(ms) {
      const end = now + ms;
      await flush();
      for (;;) {
        let due = null;
        for (const [id, t] of timers) if (t.at <= end && (!due || t.at < due[1].at)) due = [id, t];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn(...due[1].args);
        await flush();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

// A promise settled by a fake timer after `ms`.
function later(ms, value, fail = false) {
  return new Promise((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));
}

// Watches a promise: state() is ["pending"], ["resolved", value] or ["rejected", name, message].
function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e && e.name, e && e.message])
  );
  return () => state;
}

test("sample_settles_in_time", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(50, "data"), 100));
  await clock.tick(60);
  observe(s());
  observe(clock.pending()); // the timeout timer must be cleared
});

test("sample_times_out", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(500, "slow"), 100));
  await clock.tick(99);
  observe(s());
  await clock.tick(1);
  observe(s());
});
