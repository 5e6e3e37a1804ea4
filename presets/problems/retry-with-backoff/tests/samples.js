// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

// A fake clock: setTimeout/clearTimeout are replaced; run(ms) moves time forward, firing due
// timers in order and letting promise callbacks run between them.
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
  return {
    now: () => now,
    pending: () => timers.size,
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
}

// fn that fails `failures` times (recording when it was called), then returns "ok".
function flaky(clock, failures) {
  const calls = [];
  const fn = (attempt) => {
    calls.push([clock.now(), attempt]);
    return calls.length <= failures ? Promise.reject(new Error("fail " + calls.length)) : Promise.resolve("ok");
  };
  return { fn, calls };
}

function track(promise) {
  const state = { settled: null };
  promise.then(
    (v) => (state.settled = ["ok", v]),
    (e) => (state.settled = ["error", e && e.message]),
  );
  return state;
}

test("sample_backs_off_then_succeeds", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 2);
  const s = track(retry(f.fn, { retries: 3, baseDelay: 100 }));
  await clock.run(1000);
  observe(f.calls); // attempts at 0, 100, 300
  observe(s.settled);
});

test("sample_gives_up_after_retries", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 10);
  const s = track(retry(f.fn, { retries: 2, baseDelay: 10 }));
  await clock.run(1000);
  observe(f.calls);
  observe(s.settled); // the last error
});
