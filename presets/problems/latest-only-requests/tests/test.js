// Hidden tests.
test("every_waiting_caller_gets_the_newest_result", async () => {
  const be = backend();
  const run = latest(be.fn);
  const log = [];
  track(run("a"), log, "a");
  track(run("b"), log, "b");
  be.calls[1].d.resolve("B");
  await flush();
  be.calls[0].d.resolve("A"); // after the newest settled: still ignored
  await flush();
  observe(log);
});

test("previous_signal_is_aborted_and_newest_is_not", async () => {
  const be = backend();
  const run = latest(be.fn);
  run(1); run(2); run(3);
  observe(be.calls.map((c) => c.signal.aborted));
  be.calls[2].d.resolve("x");
  await flush();
  observe(be.calls.map((c) => c.signal.aborted));
  run(4); // the previous call already settled: nothing in flight to abort
  observe(be.calls.map((c) => c.signal.aborted));
});

test("rejection_of_newest_rejects_all", async () => {
  const be = backend();
  const run = latest(be.fn);
  const log = [];
  track(run("a"), log, "a");
  track(run("b"), log, "b");
  be.calls[0].d.reject(new TypeError("stale failure"));
  await flush();
  observe(log.slice());
  be.calls[1].d.reject(new RangeError("boom"));
  await flush();
  observe(log);
});

test("synchronous_throw_becomes_rejection", async () => {
  const run = latest((x) => { if (x < 0) throw new SyntaxError("negative"); return Promise.resolve(x * 2); });
  let threw = false;
  let p;
  try { p = run(-1); } catch (e) { threw = true; }
  observe(threw);
  if (p) observe(await observeRejects(p));
  observe(await run(21));
});

test("plain_values_are_allowed", async () => {
  const run = latest((x) => x + 1);
  observe(await run(1));
});

test("arguments_and_signal_are_passed", async () => {
  const seen = [];
  const run = latest((...args) => { seen.push([args.length, args[0], args[1], typeof args[2].aborted]); return Promise.resolve("ok"); });
  observe(await run("q", 7));
  observe(seen);
});

test("cancel_rejects_waiting_callers_with_abort_error", async () => {
  const be = backend();
  const run = latest(be.fn);
  const log = [];
  track(run("a"), log, "a");
  track(run("b"), log, "b");
  run.cancel();
  observe(be.calls.map((c) => c.signal.aborted));
  await flush();
  observe(log.slice());
  be.calls[1].d.resolve("too late");
  await flush();
  observe(log.length);
});

test("cancel_with_nothing_waiting_is_harmless", async () => {
  const be = backend();
  const run = latest(be.fn);
  run.cancel();
  const p = run("x");
  be.calls[0].d.resolve("X");
  observe(await p);
  run.cancel();
  observe(be.calls[0].signal.aborted);
});

test("works_again_after_cancel", async () => {
  const be = backend();
  const run = latest(be.fn);
  const log = [];
  track(run("a"), log, "a");
  run.cancel();
  track(run("b"), log, "b");
  be.calls[0].d.resolve("A");
  be.calls[1].d.resolve("B");
  await flush();
  observe(log);
});

test("independent_wrappers_do_not_interfere", async () => {
  const be1 = backend(), be2 = backend();
  const r1 = latest(be1.fn), r2 = latest(be2.fn);
  const log = [];
  track(r1("x"), log, "r1");
  track(r2("y"), log, "r2");
  be2.calls[0].d.resolve("Y");
  be1.calls[0].d.resolve("X");
  await flush();
  observe(log);
  observe([be1.calls[0].signal.aborted, be2.calls[0].signal.aborted]);
});

test("many_rapid_calls", async () => {
  const be = backend();
  const run = latest(be.fn);
  const ps = [];
  for (let i = 0; i < 200; i++) ps.push(run(i));
  for (let i = 0; i < 199; i += 2) be.calls[i].d.resolve(i);
  be.calls[199].d.resolve("last");
  const all = await Promise.all(ps);
  observe(new Set(all).size);
  observe(all[0]);
  observe(be.calls.filter((c) => c.signal.aborted).length);
});
