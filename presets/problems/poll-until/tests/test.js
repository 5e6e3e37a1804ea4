// Hidden tests.
test("first_check_is_synchronous", async () => {
  const clock = fakeClock();
  const s = scripted([1]);
  const result = watch(pollUntil(s.check));
  observe(s.calls.length);
  await flush();
  observe(result());
  observe(clock.pending());
});

test("default_interval_is_100", async () => {
  const clock = fakeClock();
  const s = scripted([0, "", 5]);
  const result = watch(pollUntil(s.check));
  await clock.tick(500);
  observe([result(), s.calls]);
});

test("falsy_values_keep_polling_truthy_values_resolve", async () => {
  const clock = fakeClock();
  const s = scripted([0, "", null, undefined, false, NaN, [], {}]);
  const result = watch(pollUntil(s.check, { interval: 10 }));
  await clock.tick(1000);
  observe(result());
  observe(s.calls);
});

test("interval_counts_from_the_end_of_a_slow_check", async () => {
  const clock = fakeClock();
  const calls = [];
  let n = 0;
  const check = () => {
    calls.push(Date.now());
    n++;
    return new Promise((r) => setTimeout(() => r(n >= 3 ? "done" : null), 150));
  };
  const result = watch(pollUntil(check, { interval: 100 }));
  await clock.tick(2000);
  observe(result());
  observe(calls); // 0, then 150 + 100, then 500 + 100: checks never overlap
});

test("timeout_while_a_check_is_running", async () => {
  const clock = fakeClock();
  const calls = [];
  const check = () => {
    calls.push(Date.now());
    return new Promise((r) => setTimeout(() => r("too late"), 300));
  };
  const result = watch(pollUntil(check, { interval: 10, timeout: 200 }));
  await clock.tick(200);
  observe(result());
  await clock.tick(1000);
  observe(result());
  observe(calls);
  observe(clock.pending());
});

test("no_attempts_after_timeout", async () => {
  const clock = fakeClock();
  const s = scripted([false]);
  const result = watch(pollUntil(s.check, { interval: 30, timeout: 100 }));
  await clock.tick(1000);
  observe(result());
  observe(s.calls);
  observe(clock.pending());
});

test("attempt_due_at_the_timeout_does_not_run", async () => {
  const clock = fakeClock();
  const s = scripted([false]);
  const result = watch(pollUntil(s.check, { interval: 50, timeout: 100 }));
  await clock.tick(100);
  observe(result());
  observe(s.calls);
});

test("timeout_zero", async () => {
  const clock = fakeClock();
  const quick = watch(pollUntil(() => "now", { timeout: 0 }));
  const slow = scripted([false]);
  const never = watch(pollUntil(slow.check, { timeout: 0 }));
  await clock.tick(0);
  observe([quick(), never(), slow.calls]);
  observe(clock.pending());
});

test("thrown_error_rejects_at_once", async () => {
  const clock = fakeClock();
  let calls = 0;
  const result = watch(
    pollUntil(
      () => {
        calls++;
        if (calls === 2) throw new TypeError("broken");
        return null;
      },
      { interval: 20, timeout: 1000 }
    )
  );
  await clock.tick(500);
  observe(result());
  observe(calls);
  observe(clock.pending());
});

test("rejected_promise_rejects_with_the_same_reason", async () => {
  const clock = fakeClock();
  const reason = new Error("server down");
  let got = null;
  pollUntil(() => Promise.reject(reason), { interval: 20 }).catch((e) => (got = e));
  await clock.tick(100);
  observe(got === reason);
  observe(clock.pending());
});

test("resolves_with_the_value_itself", async () => {
  const clock = fakeClock();
  const job = { id: 7, state: "finished" };
  let got = null;
  let n = 0;
  pollUntil(() => (++n < 3 ? Promise.resolve(null) : Promise.resolve(job)), { interval: 5 }).then((v) => (got = v));
  await clock.tick(100);
  observe(got === job);
  observe(n);
});

test("no_timeout_means_forever", async () => {
  const clock = fakeClock();
  const s = scripted([null]);
  const result = watch(pollUntil(s.check, { interval: 1000 }));
  await clock.tick(100000);
  observe(result());
  observe(s.calls.length);
  observe(clock.pending());
});

test("independent_polls", async () => {
  const clock = fakeClock();
  const a = scripted([null, "a"]);
  const b = scripted([null, null, null, "b"]);
  const ra = watch(pollUntil(a.check, { interval: 10 }));
  const rb = watch(pollUntil(b.check, { interval: 10, timeout: 25 }));
  await clock.tick(100);
  observe([ra(), rb(), a.calls, b.calls]);
});

test("late_falsy_result_schedules_nothing", async () => {
  const clock = fakeClock();
  const calls = [];
  const check = () => {
    calls.push(Date.now());
    return new Promise((r) => setTimeout(() => r(null), 80));
  };
  const result = watch(pollUntil(check, { interval: 10, timeout: 120 }));
  await clock.tick(120);
  observe(result());
  await clock.tick(1000);
  observe(calls);
  observe(clock.pending());
});
