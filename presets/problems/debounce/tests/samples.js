// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A fake clock: tests drive time explicitly, so they are deterministic.
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
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let due = null;
        for (const [id, t] of timers) if (t.at <= end && (!due || t.at < due[1].at)) due = [id, t];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn(...due[1].args);
      }
      now = end;
    },
  };
}

test("sample_fires_once_after_quiet_period", () => {
  const clock = fakeClock();
  const calls = [];
  const d = debounce((x) => calls.push([clock.now(), x]), 100);
  d(1);
  clock.tick(50);
  d(2);
  clock.tick(99);
  observe(calls.slice()); // nothing may have run yet
  clock.tick(1);
  observe(calls);
});
