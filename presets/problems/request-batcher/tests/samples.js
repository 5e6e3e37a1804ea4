// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// A batch function whose calls the test answers by hand: calls[i].keys, calls[i].d.resolve(values).
function manualBatch() {
  const calls = [];
  const fn = (keys) => {
    const d = deferred();
    calls.push({ keys: keys.slice(), d });
    return d.promise;
  };
  return { calls, fn, keys: () => calls.map((c) => c.keys) };
}

// A batch function answering at once: each key k maps to f(k).
function autoBatch(f) {
  const calls = [];
  const fn = async (keys) => {
    calls.push(keys.slice());
    return keys.map(f);
  };
  return { calls, fn };
}

// How a promise settled: ["resolved", value] or ["rejected", message].
function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e instanceof Error ? e.message : e])
  );
  return () => state;
}

test("sample_one_batch_per_tick", async () => {
  const b = autoBatch((k) => "user-" + k);
  const loader = createLoader(b.fn);
  const results = await Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
  observe(results);
  observe(b.calls); // one call with every key of the tick
});

test("sample_cache_and_dedupe", async () => {
  const b = autoBatch((k) => k * 10);
  const loader = createLoader(b.fn);
  const p1 = loader.load(7);
  const p2 = loader.load(7);
  observe(p1 === p2);
  observe(await p1);
  observe(await loader.load(7));
  observe(b.calls);
});
