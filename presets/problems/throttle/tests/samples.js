// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A fake clock: setTimeout/clearTimeout/Date.now are replaced, and tests move time explicitly.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms || 0), seq: id, fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => timers.delete(id);
  Date.now = () => now;
  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let due = null;
        for (const [id, t] of timers) {
          if (t.at <= end && (!due || t.at < due[1].at || (t.at === due[1].at && t.seq < due[1].seq))) due = [id, t];
        }
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn(...due[1].args);
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

// Records [time, argument] of every run.
function recorder(clock) {
  const runs = [];
  const fn = function (x) { runs.push([Date.now(), x]); };
  return { runs, fn };
}

test("sample_leading_then_trailing", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t("a");
  clock.tick(30);
  t("b");
  clock.tick(30);
  t("c");
  observe(runs); // only the leading call may run inside the window
  clock.tick(40);
  observe(runs);
});

test("sample_single_call_runs_once", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 50);
  t(1);
  clock.tick(500);
  observe(runs);
});
