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
  console.assert(runs.length === 1, "only the leading call may run inside the window");
  clock.tick(40);
  assert.deepStrictEqual(runs, [[0, "a"], [100, "c"]]);
});

test("sample_single_call_runs_once", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 50);
  t(1);
  clock.tick(500);
  assert.deepStrictEqual(runs, [[0, 1]]);
});

test("trailing_run_opens_a_new_window", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  clock.tick(50);
  t(2);
  clock.tick(60); // trailing run at 100, new window until 200
  t(3);
  clock.tick(10);
  assert.deepStrictEqual(runs, [[0, 1], [100, 2]], "a call at 110 must wait for the window opened at 100");
  clock.tick(80);
  assert.deepStrictEqual(runs, [[0, 1], [100, 2], [200, 3]]);
  clock.tick(1000);
  assert.strictEqual(runs.length, 3);
});

test("quiet_gap_returns_to_idle", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  clock.tick(250);
  t(2);
  clock.tick(100);
  t(3);
  assert.deepStrictEqual(runs, [[0, 1], [250, 2], [350, 3]]);
});

test("steady_stream_runs_once_per_window", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  for (let i = 0; i <= 1000; i += 10) {
    t(i);
    clock.tick(10);
  }
  clock.tick(1000);
  const times = runs.map((r) => r[0]);
  for (let k = 1; k < times.length; k++) {
    console.assert(times[k] - times[k - 1] >= 100, `runs at ${times[k - 1]} and ${times[k]} are closer than wait`);
  }
  assert.deepStrictEqual(times, [0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100]);
  assert.strictEqual(runs[runs.length - 1][1], 1000, "the last call of the stream must run");
});

test("keeps_this_and_all_arguments", () => {
  const clock = fakeClock();
  const seen = [];
  const t = throttle(function (a, b) { seen.push([this.name, a, b]); }, 20);
  const first = { name: "first", t };
  const second = { name: "second", t };
  first.t(1, 2);
  second.t(3, 4);
  clock.tick(20);
  assert.deepStrictEqual(seen, [["first", 1, 2], ["second", 3, 4]]);
});

test("leading_false_waits_for_window_end", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100, { leading: false });
  t("x");
  console.assert(runs.length === 0, "leading: false must not run immediately");
  clock.tick(40);
  t("y");
  clock.tick(60);
  assert.deepStrictEqual(runs, [[100, "y"]]);
  clock.tick(300);
  t("z");
  clock.tick(100);
  assert.deepStrictEqual(runs, [[100, "y"], [500, "z"]]);
});

test("trailing_false_drops_calls_inside_window", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100, { trailing: false });
  t(1);
  clock.tick(50);
  t(2);
  clock.tick(50);
  t(3);
  clock.tick(500);
  assert.deepStrictEqual(runs, [[0, 1], [100, 3]]);
});

test("options_default_when_partly_given", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 10, { leading: true });
  t(1);
  t(2);
  clock.tick(10);
  assert.deepStrictEqual(runs, [[0, 1], [10, 2]], "trailing defaults to true");
});

test("cancel_drops_pending_and_resets", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  clock.tick(10);
  t(2);
  t.cancel();
  clock.tick(500);
  assert.deepStrictEqual(runs, [[0, 1]], "a cancelled pending call must not run");
  t(3);
  assert.deepStrictEqual(runs, [[0, 1], [510, 3]], "after cancel the next call is leading again");
});

test("cancel_right_after_leading_call_allows_immediate_run", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  t.cancel();
  t(2);
  assert.deepStrictEqual(runs, [[0, 1], [0, 2]]);
});

test("independent_throttles_do_not_share_state", () => {
  const clock = fakeClock();
  const a = recorder(clock);
  const b = recorder(clock);
  const ta = throttle(a.fn, 100);
  const tb = throttle(b.fn, 100);
  ta(1);
  tb(2);
  tb(3);
  clock.tick(100);
  assert.deepStrictEqual(a.runs, [[0, 1]]);
  assert.deepStrictEqual(b.runs, [[0, 2], [100, 3]]);
});
