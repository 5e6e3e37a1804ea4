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

// A fake server: every call is logged with the time; the test settles calls with ok(i) / fail(i).
function fakeServer(clock) {
  const calls = [];
  const send = (key, payload) =>
    new Promise((resolve, reject) => {
      calls.push({ at: clock.now(), key, payload, resolve, reject });
    });
  return {
    send,
    log: () => calls.map((c) => [c.at, c.key, c.payload]),
    count: () => calls.length,
    async ok(i) {
      calls[i].resolve("ok");
      await flush();
    },
    async fail(i) {
      calls[i].reject(new Error("503"));
      await flush();
    },
  };
}

test("sample_one_at_a_time_in_order", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send);
  outbox.enqueue("note-1", { text: "a" });
  outbox.enqueue("note-2", { text: "b" });
  await flush();
  observe(server.log()); // only the first is in flight
  await server.ok(0);
  observe(server.log());
  await server.ok(1);
  observe(outbox.pending());
});

test("sample_backoff_after_failure", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100 });
  outbox.enqueue("k", 1);
  await flush();
  await server.fail(0);
  await clock.tick(99);
  observe(server.count());
  await clock.tick(1);
  observe(server.log());
});
