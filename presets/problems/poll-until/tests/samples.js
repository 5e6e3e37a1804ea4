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

// A check that records the time of each call and answers from a list (the last answer repeats).
function scripted(answers) {
  const calls = [];
  const check = () => {
    calls.push(Date.now());
    return answers[Math.min(calls.length - 1, answers.length - 1)];
  };
  return { calls, check };
}

function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e && e.name, e && e.message])
  );
  return () => state;
}

test("sample_polls_until_ready", async () => {
  const clock = fakeClock();
  const s = scripted([null, null, "ready"]);
  const result = watch(pollUntil(s.check, { interval: 50 }));
  await clock.tick(1000);
  observe(result());
  observe(s.calls); // right away, then 50 ms after each falsy answer
  observe(clock.pending());
});

test("sample_times_out", async () => {
  const clock = fakeClock();
  const s = scripted([false]);
  const result = watch(pollUntil(s.check, { interval: 40, timeout: 100 }));
  await clock.tick(99);
  observe(result());
  await clock.tick(1);
  observe(result());
  observe(s.calls);
});
