// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// A fake clock: `await clock.tick(ms)` fires due timers in order, letting promise callbacks run.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, Number(ms) || 0), fn, args });
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
    now: () => now,
  };
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

// A real AbortController whose signal counts the listeners added and removed.
function countedController() {
  const ctrl = new AbortController();
  const signal = ctrl.signal;
  const live = new Set();
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = (type, fn, opts) => {
    if (type === "abort") live.add(fn);
    add(type, fn, opts);
  };
  signal.removeEventListener = (type, fn, opts) => {
    if (type === "abort") live.delete(fn);
    remove(type, fn, opts);
  };
  return { ctrl, signal, listeners: () => live.size };
}

test("sample_resolves_after_the_delay", async () => {
  const clock = fakeClock();
  const s = watch(sleep(100, { value: "done" }));
  await clock.tick(99);
  observe(s());
  await clock.tick(1);
  observe(s());
});

test("sample_abort_rejects_with_the_reason", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  const s = watch(sleep(1000, { signal: ctrl.signal }));
  await clock.tick(10);
  ctrl.abort(new Error("user left"));
  await flush();
  observe(s());
  observe(clock.pending());
});
