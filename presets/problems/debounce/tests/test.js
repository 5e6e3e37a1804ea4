// A fake clock: tests drive time explicitly, so they are deterministic.
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map();
  globalThis.setTimeout = (fn, ms, ...args) => {
    const id = nextId++;
    timers.set(id, { at: now + (ms || 0), fn, args });
    return id;
  };
  globalThis.clearTimeout = (id) => timers.delete(id);
  return {
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
  const d = debounce((x) => calls.push(x), 100);
  d(1);
  clock.tick(50);
  d(2);
  clock.tick(99);
  console.assert(calls.length === 0, "fired too early");
  clock.tick(1);
  assert.deepStrictEqual(calls, [2]);
});

test("uses_last_this_and_arguments", () => {
  const clock = fakeClock();
  let seen = null;
  const d = debounce(function (a, b) { seen = [this.name, a, b]; }, 10);
  const obj = { name: "o", d };
  obj.d(1, 2);
  obj.d(3, 4);
  clock.tick(10);
  assert.deepStrictEqual(seen, ["o", 3, 4]);
});

test("cancel_drops_pending_call", () => {
  const clock = fakeClock();
  let count = 0;
  const d = debounce(() => count++, 10);
  d();
  d.cancel();
  clock.tick(100);
  console.assert(count === 0, "cancelled call still ran");
  d();
  clock.tick(10);
  assert.strictEqual(count, 1);
});

test("separate_bursts_fire_separately", () => {
  const clock = fakeClock();
  let count = 0;
  const d = debounce(() => count++, 10);
  d();
  clock.tick(10);
  d();
  clock.tick(10);
  assert.strictEqual(count, 2);
});
