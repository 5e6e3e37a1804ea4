// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

// A fetcher settled by hand, and a clock moved by hand.
function setup(fresh = 100, maxAge = 1000) {
  const t = { now: 0, calls: [], pending: [] };
  t.fetcher = (key) => {
    t.calls.push([t.now, key]);
    return new Promise((resolve, reject) => t.pending.push({ key, resolve, reject }));
  };
  // Settles the oldest pending fetch.
  t.resolveNext = (value) => t.pending.shift().resolve(value);
  t.rejectNext = (msg) => t.pending.shift().reject(new Error(msg));
  t.cache = createCache(t.fetcher, { fresh, maxAge, now: () => t.now });
  return t;
}

// Records how a get settles, once it does.
function track(promise) {
  const s = { out: "pending" };
  promise.then(
    (v) => (s.out = ["value", v]),
    (e) => (s.out = ["error", e.message]),
  );
  return s;
}

test("sample_fresh_then_stale_while_revalidate", async () => {
  const t = setup(100, 1000);
  const first = track(t.cache.get("user"));
  t.resolveNext("v1");
  await flush();
  observe(first.out);
  t.now = 50;
  const fresh = track(t.cache.get("user")); // fresh: no fetch
  t.now = 500;
  const stale = track(t.cache.get("user")); // stale: old value now, refetch behind
  await flush();
  observe([fresh.out, stale.out, t.calls]);
  t.resolveNext("v2");
  await flush();
  const after = track(t.cache.get("user")); // fresh again, with the new value
  await flush();
  observe([after.out, t.calls.length]);
});

test("sample_concurrent_gets_share_one_fetch", async () => {
  const t = setup();
  const a = track(t.cache.get("k"));
  const b = track(t.cache.get("k"));
  observe(t.calls.length);
  t.resolveNext(42);
  await flush();
  observe([a.out, b.out]);
});
