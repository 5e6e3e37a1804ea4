// Hidden tests; flush, setup and track come from samples.js.
test("boundaries_of_fresh_and_max_age", async () => {
  const t = setup(100, 1000);
  t.cache.get("k");
  t.now = 10;
  t.resolveNext("a"); // stored at time 10
  await flush();
  t.now = 109;
  t.cache.get("k");
  observe(t.calls.length); // age 99: fresh
  t.now = 110;
  const stale = track(t.cache.get("k")); // age 100: stale
  await flush();
  observe([stale.out, t.calls.length]);
  t.resolveNext("b"); // stored at 110
  await flush();
  t.now = 1110;
  const expired = track(t.cache.get("k")); // age 1000: expired, must wait
  await flush();
  observe([expired.out, t.calls.length]);
  t.resolveNext("c");
  await flush();
  observe(expired.out);
});

test("expired_gets_share_the_fetch", async () => {
  const t = setup(10, 20);
  const a = track(t.cache.get("k"));
  t.resolveNext(1);
  await flush();
  t.now = 100;
  const b = track(t.cache.get("k"));
  const c = track(t.cache.get("k"));
  await flush();
  observe([b.out, c.out, t.calls.length]);
  t.resolveNext(2);
  await flush();
  observe([a.out, b.out, c.out]);
});

test("stale_revalidation_is_deduplicated", async () => {
  const t = setup(10, 1000);
  t.cache.get("k");
  t.resolveNext("old");
  await flush();
  t.now = 50;
  const results = [];
  for (let i = 0; i < 5; i++) results.push(track(t.cache.get("k")));
  await flush();
  observe([results.map((r) => r.out), t.calls.length]);
});

test("expired_get_joins_a_running_revalidation", async () => {
  const t = setup(10, 100);
  t.cache.get("k");
  t.resolveNext("old");
  await flush();
  t.now = 50;
  track(t.cache.get("k")); // stale: starts revalidation
  t.now = 150;
  const late = track(t.cache.get("k")); // expired now: waits for the same fetch
  await flush();
  observe([late.out, t.calls.length]);
  t.resolveNext("new");
  await flush();
  observe(late.out);
});

test("failed_revalidation_keeps_the_old_value", async () => {
  const unhandled = [];
  const onUnhandled = (e) => unhandled.push(String(e));
  process.on("unhandledRejection", onUnhandled);
  try {
    const t = setup(10, 1000);
    t.cache.get("k");
    t.resolveNext("good");
    await flush();
    t.now = 100;
    const stale = track(t.cache.get("k"));
    t.rejectNext("network down");
    await flush();
    observe(stale.out);
    const again = track(t.cache.get("k")); // still stale: old value, a new attempt
    await flush();
    observe([again.out, t.calls.length, unhandled.length]);
  } finally {
    process.off("unhandledRejection", onUnhandled);
  }
});

test("failed_first_load_rejects_and_retries_next_time", async () => {
  const t = setup();
  const a = track(t.cache.get("k"));
  const b = track(t.cache.get("k"));
  t.rejectNext("500");
  await flush();
  observe([a.out, b.out]);
  const c = track(t.cache.get("k"));
  t.resolveNext("ok");
  await flush();
  observe([c.out, t.calls.length]);
});

test("keys_are_independent", async () => {
  const t = setup();
  const a = track(t.cache.get("a"));
  const b = track(t.cache.get("b"));
  observe(t.calls.map((c) => c[1]));
  t.pending[1].resolve("B");
  t.pending[0].resolve("A");
  await flush();
  observe([a.out, b.out]);
});

test("invalidate_forces_a_new_fetch", async () => {
  const t = setup(100, 1000);
  t.cache.get("k");
  t.resolveNext("v1");
  await flush();
  t.cache.invalidate("k");
  const after = track(t.cache.get("k"));
  await flush();
  observe([after.out, t.calls.length]);
  t.resolveNext("v2");
  await flush();
  observe(after.out);
});

test("fetch_started_before_invalidate_does_not_repopulate", async () => {
  const t = setup(100, 1000);
  const early = track(t.cache.get("k")); // fetch #1
  t.cache.invalidate("k");
  const late = track(t.cache.get("k")); // must not join fetch #1: fetch #2
  observe(t.calls.length);
  t.pending[0].resolve("before-invalidate");
  await flush();
  observe([early.out, late.out]);
  const third = track(t.cache.get("k")); // still no entry: joins fetch #2
  observe(t.calls.length);
  t.pending[1].resolve("after-invalidate");
  await flush();
  observe([late.out, third.out]);
  const fourth = track(t.cache.get("k")); // fetch #2 stored its value: fresh now
  await flush();
  observe([fourth.out, t.calls.length]);
});

test("falsy_values_are_cached", async () => {
  const t = setup();
  const a = track(t.cache.get("zero"));
  t.resolveNext(0);
  await flush();
  const b = track(t.cache.get("zero"));
  await flush();
  observe([a.out, b.out, t.calls.length]);
  const c = track(t.cache.get("nil"));
  t.resolveNext(null);
  await flush();
  const d = track(t.cache.get("nil"));
  await flush();
  observe([c.out, d.out, t.calls.length]);
});

test("sync_throwing_fetcher_rejects", async () => {
  let n = 0;
  const cache = createCache(
    () => {
      n++;
      throw new Error("sync fail");
    },
    { fresh: 10, maxAge: 20, now: () => 0 },
  );
  const a = track(cache.get("k"));
  await flush();
  const b = track(cache.get("k"));
  await flush();
  observe([a.out, b.out, n]);
});

test("many_keys", async () => {
  let now = 0;
  let calls = 0;
  const cache = createCache(
    async (key) => {
      calls++;
      return key.toUpperCase();
    },
    { fresh: 5, maxAge: 50, now: () => now },
  );
  const keys = Array.from({ length: 3000 }, (_, i) => "k" + (i % 1000));
  const first = await Promise.all(keys.map((k) => cache.get(k)));
  observe([first.length, first[1234], calls]);
  now = 10;
  const second = await Promise.all(keys.map((k) => cache.get(k)));
  await flush();
  observe([second[2999], calls]);
});

test("a_fetch_failing_after_invalidate_rejects_with_its_own_error", async () => {
  const t = setup(100, 1000);
  const first = track(t.cache.get("k"));
  t.cache.invalidate("k");
  t.rejectNext("offline");
  await flush();
  observe(first.out);
});

test("an_old_fetch_failing_does_not_end_the_dedupe_of_the_new_one", async () => {
  const t = setup(100, 1000);
  const old = track(t.cache.get("k"));
  t.cache.invalidate("k");
  const fresh = track(t.cache.get("k"));
  t.rejectNext("old failed");
  await flush();
  const again = track(t.cache.get("k")); // must share the newer fetch, not start a third
  observe(t.calls.length);
  t.resolveNext("new");
  await flush();
  observe([old.out, fresh.out, again.out, t.calls.length]);
});
