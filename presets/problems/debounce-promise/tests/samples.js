// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// A fake clock: setTimeout/clearTimeout/Date.now are replaced; `await clock.tick(ms)` fires due
// timers one by one (in order of due time, then creation), letting promise callbacks run after each.
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
    async tick(ms) {
      const end = now + ms;
      await flush();
      for (;;) {
        let due = null;
        for (const [id, t] of timers) {
          if (t.at <= end && (!due || t.at < due[1].at || (t.at === due[1].at && t.seq < due[1].seq))) due = [id, t];
        }
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

function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e && e.name, e && e.message])
  );
  return () => state;
}

// A search function that records [time, query] and answers after `delay` ms.
function searcher(delay = 0) {
  const calls = [];
  const fn = (q) => {
    calls.push([Date.now(), q]);
    return delay === 0 ? "results:" + q : new Promise((r) => setTimeout(() => r("results:" + q), delay));
  };
  return { calls, fn };
}

test("sample_burst_shares_one_call", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 100);
  const a = watch(search("r"));
  await clock.tick(50);
  const b = watch(search("re"));
  await clock.tick(50);
  const c = watch(search("rea"));
  await clock.tick(100);
  observe([a(), b(), c()]); // every promise of the burst gets the last call's result
  observe(s.calls);
});

test("sample_separate_bursts", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 100);
  const a = watch(search("x"));
  await clock.tick(200);
  const b = watch(search("y"));
  await clock.tick(200);
  observe([a(), b(), s.calls]);
});
