// Hidden tests.
test("nothing_runs_before_the_quiet_period", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 100);
  const a = watch(search(1));
  await clock.tick(99);
  observe([a(), s.calls.length]);
  await clock.tick(1);
  observe([a(), s.calls]);
  observe(clock.pending());
});

test("calls_during_a_slow_fn_form_the_next_burst", async () => {
  const clock = fakeClock();
  const s = searcher(300);
  const search = debounceAsync(s.fn, 100);
  const a = watch(search("a"));
  await clock.tick(100); // fn("a") starts, answers at 400
  const b = watch(search("b"));
  const c = watch(search("c"));
  await clock.tick(100); // fn("c") starts, answers at 500
  observe([a(), b(), c()]);
  await clock.tick(200);
  observe([a(), b(), c()]);
  await clock.tick(100);
  observe([a(), b(), c()]);
  observe(s.calls);
});

test("errors_reach_every_caller", async () => {
  const clock = fakeClock();
  let mode = "throw";
  const fn = () => {
    if (mode === "throw") throw new TypeError("bad input");
    return Promise.reject(new RangeError("server said no"));
  };
  const d = debounceAsync(fn, 10);
  const a = watch(d());
  const b = watch(d());
  await clock.tick(10);
  observe([a(), b()]);
  mode = "reject";
  const c = watch(d());
  await clock.tick(10);
  observe(c());
  const same = new Error("same");
  const d2 = debounceAsync(() => Promise.reject(same), 5);
  const got = [];
  d2().catch((e) => got.push(e === same));
  d2().catch((e) => got.push(e === same));
  await clock.tick(5);
  observe(got);
});

test("last_this_and_arguments", async () => {
  const clock = fakeClock();
  const seen = [];
  const d = debounceAsync(function (x, y) {
    seen.push([this && this.name, x, y]);
    return x + y;
  }, 20);
  const first = { name: "first", d };
  const second = { name: "second", d };
  const p1 = watch(first.d(1, 2));
  const p2 = watch(second.d(3, 4));
  await clock.tick(20);
  observe(seen);
  observe([p1(), p2()]);
});

test("resolves_with_undefined_and_falsy_values", async () => {
  const clock = fakeClock();
  const values = [undefined, 0, "", null, false];
  const out = [];
  for (const v of values) {
    const d = debounceAsync(() => v, 1);
    const w = watch(d());
    await clock.tick(1);
    out.push(w());
  }
  observe(out);
});

test("cancel_rejects_the_pending_burst", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 100);
  const a = watch(search("a"));
  const b = watch(search("b"));
  search.cancel();
  await clock.tick(0);
  observe([a(), b()]);
  await clock.tick(500);
  observe([s.calls.length, clock.pending()]);
  const c = watch(search("c"));
  await clock.tick(100);
  observe([c(), s.calls]);
});

test("cancel_does_not_touch_a_running_call", async () => {
  const clock = fakeClock();
  const s = searcher(100);
  const search = debounceAsync(s.fn, 50);
  const a = watch(search("a"));
  await clock.tick(50); // fn("a") is running
  const b = watch(search("b"));
  search.cancel();
  await clock.tick(200);
  observe([a(), b()]);
  observe(s.calls);
});

test("cancel_with_nothing_pending", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 10);
  search.cancel();
  const a = watch(search("x"));
  await clock.tick(10);
  observe(a());
});

test("independent_debouncers", async () => {
  const clock = fakeClock();
  const s1 = searcher();
  const s2 = searcher();
  const d1 = debounceAsync(s1.fn, 30);
  const d2 = debounceAsync(s2.fn, 30);
  const a = watch(d1("one"));
  await clock.tick(20);
  const b = watch(d2("two"));
  await clock.tick(10);
  observe([a(), b()]);
  await clock.tick(20);
  observe([a(), b(), s1.calls, s2.calls]);
});

test("many_calls_in_one_burst", async () => {
  const clock = fakeClock();
  const s = searcher();
  const search = debounceAsync(s.fn, 5);
  const promises = [];
  for (let i = 0; i < 10000; i++) promises.push(search(i));
  await clock.tick(5);
  const results = await Promise.all(promises);
  observe([results.length, results[0], results[9999], s.calls.length]);
});
