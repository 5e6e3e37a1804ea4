// Hidden tests.
test("dispatch_waits_for_a_microtask_not_a_timer", async () => {
  const b = autoBatch((k) => k);
  const loader = createLoader(b.fn);
  const a = loader.load("a");
  observe(b.calls.length); // nothing dispatched synchronously
  await Promise.resolve();
  const c = loader.load("c"); // the first batch is already on its way
  await Promise.all([a, c]);
  observe(b.calls);
});

test("loads_after_a_batch_start_a_new_batch", async () => {
  const m = manualBatch();
  const loader = createLoader(m.fn);
  const x = watch(loader.load("x"));
  await flush();
  const y = watch(loader.load("y"));
  const z = watch(loader.load("z"));
  await flush();
  observe(m.keys());
  m.calls[1].d.resolve(["Y", "Z"]);
  await flush();
  observe([x(), y(), z()]);
  m.calls[0].d.resolve(["X"]);
  await flush();
  observe([x(), y(), z()]);
});

test("in_flight_keys_are_not_requested_again", async () => {
  const m = manualBatch();
  const loader = createLoader(m.fn);
  const p = loader.load(1);
  await flush();
  const q = loader.load(1); // still in flight
  observe(p === q);
  await flush();
  observe(m.keys());
  m.calls[0].d.resolve(["one"]);
  observe(await q);
});

test("keys_compare_like_map_keys", async () => {
  const b = autoBatch((k) => typeof k);
  const loader = createLoader(b.fn);
  const obj = {};
  const values = await Promise.all([
    loader.load(1), loader.load("1"), loader.load(NaN), loader.load(NaN),
    loader.load(obj), loader.load({}), loader.load(obj), loader.load(0), loader.load(-0),
  ]);
  observe(values);
  observe(b.calls[0].length);
});

test("error_values_reject_only_their_key", async () => {
  const b = autoBatch((k) => (k % 2 ? new Error("odd " + k) : k * k));
  const loader = createLoader(b.fn);
  const s = [1, 2, 3, 4].map((k) => watch(loader.load(k)));
  await flush();
  observe(s.map((f) => f()));
});

test("failed_keys_are_retried", async () => {
  let fail = true;
  const b = autoBatch((k) => (fail ? new Error("flaky") : "ok-" + k));
  const loader = createLoader(b.fn);
  const first = watch(loader.load("k"));
  const good = watch(loader.load("g"));
  await flush();
  fail = false;
  const again = watch(loader.load("k"));
  const cached = watch(loader.load("g")); // its first result was an Error too
  await flush();
  observe([first(), good(), again(), cached()]);
  observe(b.calls);
});

test("rejected_batch_rejects_every_key_and_is_not_cached", async () => {
  let n = 0;
  const loader = createLoader(async (keys) => {
    n++;
    if (n === 1) throw new Error("server error");
    return keys.map((k) => k + "!");
  });
  const s = ["a", "b"].map((k) => watch(loader.load(k)));
  await flush();
  observe(s.map((f) => f()));
  observe(await loader.load("a"));
  observe(n);
});

test("synchronous_throw_rejects_the_batch", async () => {
  let n = 0;
  const loader = createLoader((keys) => {
    n++;
    if (n === 1) throw new Error("boom");
    return Promise.resolve(keys);
  });
  const s = watch(loader.load(5));
  const t = watch(loader.load(6));
  await flush();
  observe([s(), t()]);
  observe(await loader.load(5));
});

test("wrong_length_rejects_every_key_with_a_type_error", async () => {
  const loader = createLoader(async (keys) => keys.slice(1));
  const errors = [];
  await Promise.all(
    [1, 2, 3].map((k) => loader.load(k).then(() => errors.push("resolved"), (e) => errors.push(e instanceof TypeError)))
  );
  observe(errors);
  const loader2 = createLoader(async () => "not an array");
  let got = null;
  await loader2.load(1).catch((e) => (got = e instanceof TypeError));
  observe(got);
  const loader3 = createLoader(async (keys) => keys.concat(["extra"]));
  let got3 = null;
  await loader3.load(1).catch((e) => (got3 = e instanceof TypeError));
  observe(got3);
});

test("max_batch_size_splits_in_order", async () => {
  const b = autoBatch((k) => k * 2);
  const loader = createLoader(b.fn, { maxBatchSize: 3 });
  const keys = [1, 2, 3, 4, 5, 6, 7];
  observe(await Promise.all(keys.map((k) => loader.load(k))));
  observe(b.calls);
  const m = manualBatch();
  const l2 = createLoader(m.fn, { maxBatchSize: 2 });
  [1, 2, 3, 4, 5].forEach((k) => l2.load(k).catch(() => {}));
  await flush();
  observe(m.keys()); // every chunk is sent at once, without waiting for the previous one
});

test("max_batch_size_one_and_exact_multiple", async () => {
  const b = autoBatch((k) => k);
  const loader = createLoader(b.fn, { maxBatchSize: 1 });
  await Promise.all([loader.load("p"), loader.load("q")]);
  observe(b.calls);
  const c = autoBatch((k) => k);
  const l2 = createLoader(c.fn, { maxBatchSize: 2 });
  await Promise.all([1, 2, 3, 4].map((k) => l2.load(k)));
  observe(c.calls);
});

test("cache_false_sends_duplicates", async () => {
  const b = autoBatch((k) => k + 1);
  const loader = createLoader(b.fn, { cache: false });
  const p = loader.load(1);
  const q = loader.load(1);
  observe(p === q);
  observe(await Promise.all([p, q]));
  await loader.load(1);
  observe(b.calls);
});

test("clear_and_clear_all", async () => {
  const b = autoBatch((k) => k);
  const loader = createLoader(b.fn);
  await Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
  loader.clear(1);
  await Promise.all([loader.load(1), loader.load(2)]);
  observe(b.calls);
  loader.clearAll();
  await Promise.all([loader.load(2), loader.load(3)]);
  observe(b.calls);
});

test("late_failure_does_not_evict_a_newer_load", async () => {
  const m = manualBatch();
  const loader = createLoader(m.fn);
  const old = loader.load("k");
  old.catch(() => {});
  await flush();
  loader.clear("k");
  const fresh = loader.load("k");
  await flush();
  m.calls[1].d.resolve(["new"]);
  await flush();
  m.calls[0].d.reject(new Error("old failed"));
  await flush();
  observe(loader.load("k") === fresh); // the old load's failure must not drop the newer entry
  observe(await loader.load("k"));
  observe(m.calls.length);
});

test("separate_loaders_do_not_share_batches", async () => {
  const a = autoBatch((k) => "a" + k);
  const b = autoBatch((k) => "b" + k);
  const la = createLoader(a.fn);
  const lb = createLoader(b.fn);
  observe(await Promise.all([la.load(1), lb.load(1), la.load(2)]));
  observe([a.calls, b.calls]);
});

test("many_keys_in_one_tick", async () => {
  const b = autoBatch((k) => k % 1000);
  const loader = createLoader(b.fn, { maxBatchSize: 1000 });
  const ps = [];
  for (let i = 0; i < 100000; i++) ps.push(loader.load(i % 50000));
  const values = await Promise.all(ps);
  observe(values.reduce((s, v) => s + v, 0));
  observe(b.calls.length);
});

test("null_result_rejects_and_later_loads_still_work", async () => {
  let n = 0;
  const loader = createLoader(async (keys) => (n++ === 0 ? null : keys.map((k) => k * 3)));
  const s = [watch(loader.load(1)), watch(loader.load(2))];
  await flush();
  await flush();
  observe(s.map((f) => f()[0]));
  observe(await loader.load(1));
});
