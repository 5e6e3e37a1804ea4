// Hidden tests; flush, fakeClock, noBuiltins and track come from samples.js.
test("all_settled_keeps_input_order", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => allSettled([clock.after(30, 1), clock.after(10, 2), clock.failAfter(20, 3), clock.after(0, 4)])));
  await clock.run(100);
  observe(s.settled);
});

test("all_settled_empty_and_plain_values", async () => {
  const clock = fakeClock();
  const e = track(clock, noBuiltins(() => allSettled([])));
  const p = track(clock, noBuiltins(() => allSettled([0, null, undefined, "x"])));
  await clock.run(0);
  observe([e.settled, p.settled]);
});

test("all_settled_accepts_any_iterable", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => allSettled(new Set([clock.after(5, "a"), clock.failAfter(1, "b")]))));
  function* gen() {
    yield 1;
    yield clock.after(3, 2);
  }
  const g = track(clock, noBuiltins(() => allSettled(gen())));
  await clock.run(10);
  observe([s.settled, g.settled]);
});

test("all_settled_waits_for_the_slowest", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => allSettled([clock.failAfter(1, "e"), clock.after(99, "z")])));
  await clock.run(98);
  observe(s.settled);
  await clock.run(1);
  observe(s.settled);
});

test("any_takes_the_first_fulfilment_not_the_first_settlement", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => any([clock.failAfter(1, "e1"), clock.failAfter(2, "e2"), clock.after(3, "ok"), clock.after(4, "later")])));
  await clock.run(10);
  observe(s.settled);
});

test("any_all_rejected_gives_errors_in_input_order", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => any([clock.failAfter(30, "first"), clock.failAfter(10, "second"), Promise.reject("third")])));
  await clock.run(100);
  observe(s.settled);
});

test("any_empty_rejects_with_aggregate_error", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => any([])));
  await clock.run(0);
  observe(s.settled);
});

test("any_plain_value_wins_at_once", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => any([clock.after(10, "promise"), "plain"])));
  await clock.run(0);
  observe(s.settled);
});

test("timeout_fires_at_exactly_ms", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => withTimeout(new Promise(() => {}), 25)));
  await clock.run(24);
  observe(s.settled);
  await clock.run(1);
  observe(s.settled);
});

test("timeout_passes_through_rejections", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => withTimeout(clock.failAfter(5, new RangeError("bad")), 50)));
  await clock.run(100);
  observe(s.settled);
});

test("timeout_clears_its_timer", async () => {
  const clock = fakeClock();
  const a = track(clock, noBuiltins(() => withTimeout(clock.after(5, "quick"), 1000)));
  const b = track(clock, noBuiltins(() => withTimeout(clock.failAfter(5, "no"), 1000)));
  await clock.run(10);
  observe([a.settled, b.settled, clock.pending()]);
});

test("timeout_accepts_plain_values", async () => {
  const clock = fakeClock();
  const s = track(clock, noBuiltins(() => withTimeout(42, 10)));
  await clock.run(0);
  observe([s.settled, clock.pending()]);
});

test("combined_any_of_timeouts", async () => {
  // Ask three mirrors, give each 50 ms, take the first good answer.
  const clock = fakeClock();
  const mirrors = [clock.after(80, "m1"), clock.failAfter(20, "m2 down"), clock.after(45, "m3")];
  const s = track(clock, noBuiltins(() => any(mirrors.map((m) => withTimeout(m, 50)))));
  await clock.run(200);
  observe(s.settled);
});

test("many_items", async () => {
  const clock = fakeClock();
  const items = [];
  for (let i = 0; i < 3000; i++) items.push(i % 7 === 0 ? clock.failAfter(3000 - i, i) : clock.after(i % 100, i));
  const s = track(clock, noBuiltins(() => allSettled(items)));
  await clock.run(5000);
  const out = s.settled[2];
  observe([s.settled[1], out.length, out[0], out[1], out[2999], out.filter((r) => r.status === "rejected").length]);
});
