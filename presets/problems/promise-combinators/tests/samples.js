// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

// A fake clock: setTimeout/clearTimeout are replaced; run(ms) fires due timers in order and lets
// promise callbacks run between them. after(ms, v) / failAfter(ms, e) are timed promises.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms || 0), fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => timers.delete(id);
  const clock = {
    now: () => now,
    pending: () => timers.size,
    after: (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms)),
    failAfter: (ms, e) => new Promise((_, reject) => setTimeout(() => reject(e), ms)),
    async run(ms) {
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
  };
  return clock;
}

// Calls fn with the built-in Promise.allSettled / Promise.any / Promise.race switched off.
function noBuiltins(fn) {
  const saved = [Promise.allSettled, Promise.any, Promise.race];
  Promise.allSettled = Promise.any = Promise.race = () => {
    throw new Error("built-in combinators are not allowed here");
  };
  try {
    return fn();
  } finally {
    [Promise.allSettled, Promise.any, Promise.race] = saved;
  }
}

// Records how and when a promise settles; errors as [name, message, errors' messages].
function track(clock, promise) {
  const state = { settled: null };
  // An AggregateError's message is free; its errors are what matter.
  const describe = (e) =>
    e instanceof AggregateError ? ["AggregateError", e.errors.map(String)] : e instanceof Error ? [e.constructor.name, e.message] : e;
  promise.then(
    (v) => (state.settled = ["fulfilled", clock.now(), v]),
    (e) => (state.settled = ["rejected", clock.now(), describe(e)]),
  );
  return state;
}

test("sample_all_settled", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => allSettled([clock.after(30, "a"), clock.failAfter(10, "boom"), 7])));
  await clock.run(100);
  observe(s.settled);
});

test("sample_any_and_timeout", async () => {
  const clock = fakeClock();
  const a = track(clock, noBuiltins(() => any([clock.failAfter(5, "x"), clock.after(20, "slow"), clock.after(10, "fast")])));
  const t = track(clock, noBuiltins(() => withTimeout(clock.after(50, "late"), 40)));
  await clock.run(100);
  observe(a.settled);
  observe(t.settled);
});
