// Hidden tests.
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
  observe(runs); // a call at 110 must wait for the window opened at 100
  clock.tick(80);
  observe(runs);
  clock.tick(1000);
  observe(runs.length);
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
  observe(runs);
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
  observe(times.every((t, k) => k === 0 || t - times[k - 1] >= 100)); // no two runs closer than wait
  observe(times);
  observe(runs[runs.length - 1][1]); // the last call of the stream must run
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
  observe(seen);
});

test("leading_false_waits_for_window_end", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100, { leading: false });
  t("x");
  observe(runs); // leading: false must not run immediately
  clock.tick(40);
  t("y");
  clock.tick(60);
  observe(runs);
  clock.tick(300);
  t("z");
  clock.tick(100);
  observe(runs);
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
  observe(runs);
});

test("options_default_when_partly_given", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 10, { leading: true });
  t(1);
  t(2);
  clock.tick(10);
  observe(runs); // trailing defaults to true
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
  observe(runs); // a cancelled pending call must not run
  t(3);
  observe(runs); // after cancel the next call is leading again
});

test("cancel_right_after_leading_call_allows_immediate_run", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  t.cancel();
  t(2);
  observe(runs);
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
  observe(a.runs);
  observe(b.runs);
});

test("a_cancelled_window_does_not_end_the_next_one", () => {
  const clock = fakeClock();
  const { runs, fn } = recorder(clock);
  const t = throttle(fn, 100);
  t(1);
  clock.tick(10);
  t.cancel();
  t(2); // leading of a new window ending at 110
  clock.tick(90); // the cancelled window would have ended at 100
  t(3); // inside the new window: waits for its end
  observe(runs.slice());
  clock.tick(100);
  observe(runs);
});
