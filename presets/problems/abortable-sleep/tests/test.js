// Hidden tests.
test("no_options", async () => {
  const clock = fakeClock();
  const s = watch(sleep(5));
  await clock.tick(5);
  observe(s());
  observe(clock.pending());
});

test("zero_delay", async () => {
  const clock = fakeClock();
  const s = watch(sleep(0, { value: 42 }));
  observe(s());
  await clock.tick(0);
  observe(s());
});

test("already_aborted_rejects_without_a_timer", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  const reason = new Error("too late");
  ctrl.abort(reason);
  let got = null;
  const p = sleep(100, { signal: ctrl.signal });
  p.catch((e) => (got = e));
  await flush();
  observe(got === reason);
  observe(clock.pending());
  await clock.tick(200);
  observe(got === reason);
});

test("default_reason_is_an_abort_error", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  const s = watch(sleep(50, { signal: ctrl.signal }));
  ctrl.abort();
  await flush();
  observe(s()[0]);
  observe(s()[1]);
});

test("abort_clears_the_timer", async () => {
  const clock = fakeClock();
  const { ctrl, signal, listeners } = countedController();
  const s = watch(sleep(1000, { signal }));
  observe([clock.pending(), listeners()]);
  await clock.tick(300);
  ctrl.abort("stop");
  await flush();
  observe(s());
  observe(clock.pending()); // an aborted signal's listeners no longer matter
});

test("resolution_removes_the_listener", async () => {
  const clock = fakeClock();
  const { signal, listeners } = countedController();
  const s = watch(sleep(20, { signal, value: "ok" }));
  observe(listeners());
  await clock.tick(20);
  observe(s());
  observe([clock.pending(), listeners()]);
});

test("abort_after_resolution_changes_nothing", async () => {
  const clock = fakeClock();
  const { ctrl, signal } = countedController();
  const s = watch(sleep(20, { signal, value: "kept" }));
  await clock.tick(20);
  ctrl.abort("late");
  await flush();
  observe(s());
});

test("one_signal_many_sleeps", async () => {
  const clock = fakeClock();
  const { ctrl, signal, listeners } = countedController();
  const a = watch(sleep(10, { signal, value: "a" }));
  const b = watch(sleep(20, { signal, value: "b" }));
  const c = watch(sleep(30, { signal, value: "c" }));
  observe(listeners());
  await clock.tick(15);
  observe([a(), b(), c(), listeners()]);
  ctrl.abort("cancel the rest");
  await flush();
  observe([a(), b(), c(), clock.pending()]);
});

test("long_lived_signal_does_not_collect_listeners", async () => {
  const clock = fakeClock();
  const { signal, listeners } = countedController();
  for (let i = 0; i < 5; i++) {
    await Promise.all([sleep(10, { signal }), clock.tick(10)]);
  }
  observe(listeners());
});

test("reason_passed_through_as_is", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  let got = "unset";
  sleep(100, { signal: ctrl.signal }).catch((e) => (got = e));
  ctrl.abort({ code: 499 });
  await flush();
  observe(got);
});

test("options_without_signal", async () => {
  const clock = fakeClock();
  const s = watch(sleep(7, {}));
  await clock.tick(7);
  observe(s());
});
