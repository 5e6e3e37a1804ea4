// Hidden tests; flush, fakeClock, flaky and track come from samples.js.
test("first_try_success_sets_no_timer", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 0);
  const s = track(retry(f.fn, { retries: 5 }));
  await clock.run(0);
  observe([f.calls, s.settled, clock.pending()]);
});

test("defaults_are_three_retries_from_100ms_doubling", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 100);
  const s = track(retry(f.fn));
  await clock.run(10000);
  observe(f.calls);
  observe(s.settled);
});

test("zero_retries_means_one_attempt", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 100);
  const s = track(retry(f.fn, { retries: 0 }));
  await clock.run(1000);
  observe([f.calls, s.settled, clock.pending()]);
});

test("no_attempt_happens_early", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 1);
  const s = track(retry(f.fn, { retries: 1, baseDelay: 50 }));
  await clock.run(49);
  observe([f.calls.length, s.settled]);
  await clock.run(1);
  observe([f.calls, s.settled]);
});

test("custom_factor_and_cap", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 6);
  const s = track(retry(f.fn, { retries: 6, baseDelay: 10, factor: 3, maxDelay: 200 }));
  await clock.run(5000);
  observe(f.calls); // waits 10, 30, 90, 200, 200, 200
  observe(s.settled);
});

test("factor_one_is_a_constant_delay", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 3);
  const s = track(retry(f.fn, { retries: 5, baseDelay: 25, factor: 1 }));
  await clock.run(1000);
  observe([f.calls, s.settled]);
});

test("should_retry_can_stop_early", async () => {
  const clock = fakeClock();
  const seen = [];
  let n = 0;
  const fn = () => {
    n++;
    const err = new Error(n < 3 ? "busy" : "forbidden");
    err.status = n < 3 ? 503 : 403;
    return Promise.reject(err);
  };
  const s = track(
    retry(fn, {
      retries: 10,
      baseDelay: 1,
      shouldRetry: (err, attempt) => {
        seen.push([err.status, attempt]);
        return err.status >= 500;
      },
    }),
  );
  await clock.run(1000);
  observe([n, seen, s.settled]);
});

test("should_retry_is_not_asked_when_out_of_retries", async () => {
  const clock = fakeClock();
  const asked = [];
  const f = flaky(clock, 100);
  const s = track(retry(f.fn, { retries: 2, baseDelay: 1, shouldRetry: (e, a) => (asked.push(a), true) }));
  await clock.run(100);
  observe([asked, s.settled]);
});

test("synchronous_throw_is_retried", async () => {
  const clock = fakeClock();
  let n = 0;
  const s = track(
    retry(
      () => {
        n++;
        if (n < 3) throw new TypeError("sync " + n);
        return n * 10; // a plain value is fine too
      },
      { retries: 5, baseDelay: 5 },
    ),
  );
  observe(n); // the first attempt is made at once
  await clock.run(1000);
  observe([n, s.settled]);
});

test("rejects_with_the_last_error_value", async () => {
  const clock = fakeClock();
  let n = 0;
  const reasons = [];
  const p = retry(() => Promise.reject({ code: ++n }), { retries: 3, baseDelay: 1 });
  p.catch((e) => reasons.push(e));
  await clock.run(100);
  observe(reasons);
});

test("attempt_number_is_passed_to_fn", async () => {
  const clock = fakeClock();
  const f = flaky(clock, 4);
  const s = track(retry(f.fn, { retries: 4, baseDelay: 2 }));
  await clock.run(1000);
  observe([f.calls.map((c) => c[1]), s.settled]);
});

test("independent_retries_interleave", async () => {
  const clock = fakeClock();
  const a = flaky(clock, 2);
  const b = flaky(clock, 1);
  const sa = track(retry(a.fn, { retries: 3, baseDelay: 30 }));
  const sb = track(retry(b.fn, { retries: 3, baseDelay: 50 }));
  await clock.run(1000);
  observe([a.calls, b.calls, sa.settled, sb.settled]);
});
