// Hidden tests.
test("rejection_passes_through_with_the_same_reason", async () => {
  const clock = fakeClock();
  const reason = new Error("network down");
  let got = null;
  withTimeout(later(30, reason, true), 100).catch((e) => (got = e));
  await clock.tick(30);
  observe(got === reason);
  observe(clock.pending());
});

test("rejection_with_a_non_error_reason", async () => {
  const clock = fakeClock();
  let got = "unset";
  withTimeout(later(10, 42, true), 100).catch((e) => (got = e));
  await clock.tick(10);
  observe(got);
});

test("custom_message_and_error_shape", async () => {
  const clock = fakeClock();
  let got = null;
  withTimeout(later(1000, 1), 250, "search took too long").catch((e) => (got = e));
  await clock.tick(250);
  observe(got instanceof Error);
  observe([got.name, got.message]);
});

test("default_message_names_the_delay", async () => {
  const clock = fakeClock();
  let got = null;
  withTimeout(later(1000, 1), 7).catch((e) => (got = e));
  await clock.tick(7);
  observe(got.message);
  observe(got.name);
});

test("late_settlement_is_ignored", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(300, "late"), 100));
  await clock.tick(100);
  observe(s());
  await clock.tick(500);
  observe(s());
  observe(clock.pending());
});

test("late_rejection_is_ignored", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(300, new Error("late"), true), 100));
  await clock.tick(1000);
  observe(s());
});

test("timer_cleared_after_resolution", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(20, "x"), 5000));
  observe(clock.pending()); // the promise's timer and the timeout's
  await clock.tick(20);
  observe(s());
  observe(clock.pending());
});

test("timer_cleared_after_rejection", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(20, new TypeError("bad"), true), 5000));
  await clock.tick(20);
  observe(s());
  observe(clock.pending());
});

test("infinity_never_times_out", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(100000, "eventually"), Infinity));
  observe(clock.pending()); // only the promise's own timer
  await clock.tick(99999);
  observe(s());
  await clock.tick(1);
  observe(s());
});

test("infinity_with_a_never_settling_promise", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(new Promise(() => {}), Infinity));
  await clock.tick(10000000);
  observe(s());
  observe(clock.pending());
});

test("plain_values_and_thenables", async () => {
  const clock = fakeClock();
  const a = watch(withTimeout(5, 100));
  const b = watch(withTimeout({ then: (res) => res("thenable") }, 100));
  const c = watch(withTimeout(undefined, 100));
  await flush();
  observe([a(), b(), c()]);
  observe(clock.pending());
});

test("already_resolved_with_zero_delay", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(Promise.resolve("ready"), 0));
  await flush();
  observe(s());
  observe(clock.pending());
});

test("pending_promise_with_zero_delay_times_out", async () => {
  const clock = fakeClock();
  const s = watch(withTimeout(later(1, "x"), 0));
  await clock.tick(0);
  observe(s());
});

test("each_call_is_independent", async () => {
  const clock = fakeClock();
  const fast = watch(withTimeout(later(50, "fast"), 100));
  const slow = watch(withTimeout(later(150, "slow"), 100));
  const long = watch(withTimeout(later(150, "long"), 200));
  await clock.tick(100);
  observe([fast(), slow(), long()]);
  await clock.tick(100);
  observe([fast(), slow(), long()]);
  observe(clock.pending());
});
