// Hidden tests.
test("no_barging_after_release", async () => {
  const sem = createSemaphore(1);
  const got = {};
  const log = [];
  const first = sem.tryAcquire();
  acquireAs(sem, "waiter", got, log);
  await flush();
  first();
  observe(sem.tryAcquire()); // the permit already belongs to the waiter
  acquireAs(sem, "late", got, log);
  await flush();
  observe(log.slice());
  observe([sem.available(), sem.waiting()]);
  got.waiter();
  await flush();
  observe(log);
});

test("try_acquire_respects_waiters", async () => {
  const sem = createSemaphore(2);
  const a = sem.tryAcquire();
  const b = sem.tryAcquire();
  const got = {};
  const log = [];
  acquireAs(sem, "w", got, log);
  await flush();
  observe(sem.tryAcquire());
  a();
  await flush();
  observe(log);
  observe(sem.tryAcquire());
  b();
  observe(sem.available());
  const c = sem.tryAcquire();
  observe(typeof c);
  observe(sem.available());
});

test("release_is_idempotent", async () => {
  const sem = createSemaphore(1);
  const r = await sem.acquire();
  r();
  r();
  r();
  observe(sem.available());
  const r2 = await sem.acquire();
  const got = {};
  const log = [];
  acquireAs(sem, "x", got, log);
  acquireAs(sem, "y", got, log);
  await flush();
  r2();
  r2(); // must not also wake y
  await flush();
  observe(log);
  observe([sem.available(), sem.waiting()]);
  r(); // an old release does nothing either
  await flush();
  observe(log);
});

test("acquire_resolves_asynchronously_but_takes_the_permit_at_once", async () => {
  const sem = createSemaphore(1);
  let resolved = false;
  const p = sem.acquire().then((r) => {
    resolved = true;
    return r;
  });
  observe(resolved);
  observe(sem.available());
  observe(sem.tryAcquire());
  const r = await p;
  observe(resolved);
  r();
  observe(sem.available());
});

test("abort_while_waiting_removes_the_waiter", async () => {
  const sem = createSemaphore(1);
  const got = {};
  const log = [];
  const hold = sem.tryAcquire();
  const ctrl = new AbortController();
  acquireAs(sem, "b", got, log, { signal: ctrl.signal });
  acquireAs(sem, "c", got, log);
  await flush();
  observe(sem.waiting());
  ctrl.abort(new Error("user left"));
  await flush();
  observe(log.slice());
  observe(got.b);
  observe(sem.waiting());
  hold();
  await flush();
  observe(log); // c gets the permit, not the aborted b
  observe(sem.available());
});

test("already_aborted_signal_rejects_at_once", async () => {
  const sem = createSemaphore(3);
  const got = {};
  const log = [];
  const ctrl = new AbortController();
  ctrl.abort("gone");
  acquireAs(sem, "a", got, log, { signal: ctrl.signal });
  await flush();
  observe(log);
  observe(got.a);
  observe([sem.available(), sem.waiting()]);
});

test("abort_after_acquiring_changes_nothing", async () => {
  const sem = createSemaphore(1);
  const sig = fakeSignal();
  const r = await sem.acquire({ signal: sig });
  observe(sig.listeners()); // free permit: no need to listen
  sig.abort("late");
  observe(sem.available());
  r();
  observe(sem.available());
});

test("listener_removed_once_granted", async () => {
  const sem = createSemaphore(1);
  const hold = await sem.acquire();
  const sig = fakeSignal();
  const got = {};
  const log = [];
  acquireAs(sem, "w", got, log, { signal: sig });
  await flush();
  observe(sig.listeners());
  hold();
  await flush();
  observe(log);
  observe(sig.listeners());
  sig.abort("too late");
  await flush();
  observe(log);
  observe(typeof got.w);
  got.w();
  observe(sem.available());
});

test("abort_middle_waiter_keeps_order", async () => {
  const sem = createSemaphore(1);
  const hold = sem.tryAcquire();
  const got = {};
  const log = [];
  const sigs = [fakeSignal(), fakeSignal(), fakeSignal(), fakeSignal()];
  ["p", "q", "r", "s"].forEach((n, i) => acquireAs(sem, n, got, log, { signal: sigs[i] }));
  await flush();
  sigs[1].abort("q off");
  sigs[2].abort("r off");
  await flush();
  observe([sem.waiting(), log.slice()]);
  hold();
  await flush();
  got.p();
  await flush();
  got.s();
  observe(log);
  observe([sem.available(), sem.waiting()]);
});

test("run_releases_after_success_and_failure", async () => {
  const sem = createSemaphore(1);
  const order = [];
  const a = sem.run(async () => {
    order.push("a-start");
    await flush();
    order.push("a-end");
    return "A";
  });
  const b = sem.run(() => {
    order.push("b");
    throw new Error("b failed");
  });
  const c = sem.run(() => {
    order.push("c");
    return "C";
  });
  observe(await a);
  let bErr = null;
  await b.catch((e) => (bErr = e.message));
  observe(bErr);
  observe(await c);
  observe(order);
  observe(sem.available());
});

test("run_with_aborted_signal_never_calls_fn", async () => {
  const sem = createSemaphore(1);
  let called = false;
  const ctrl = new AbortController();
  ctrl.abort("nope");
  let reason = null;
  await sem.run(() => (called = true), { signal: ctrl.signal }).catch((e) => (reason = e));
  observe([called, reason, sem.available()]);
});

test("max_concurrency_is_respected", async () => {
  const sem = createSemaphore(3);
  let running = 0;
  let peak = 0;
  const tasks = [];
  for (let i = 0; i < 20; i++) {
    tasks.push(
      sem.run(async () => {
        running++;
        peak = Math.max(peak, running);
        for (let k = 0; k < (i % 4) + 1; k++) await flush();
        running--;
        return i;
      })
    );
  }
  const results = await Promise.all(tasks);
  observe(peak);
  observe(results.reduce((s, x) => s + x, 0));
  observe([sem.available(), sem.waiting()]);
});

test("many_waiters", async () => {
  const sem = createSemaphore(1);
  const hold = sem.tryAcquire();
  const order = [];
  const ps = [];
  for (let i = 0; i < 50000; i++) ps.push(sem.acquire().then((r) => { order.push(i); r(); }));
  observe(sem.waiting());
  hold();
  await Promise.all(ps);
  observe(order.length);
  observe(order.every((v, i) => v === i));
  observe(sem.available());
});
