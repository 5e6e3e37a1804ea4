// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

// Tasks settled by hand: job(name) returns a task; log records starts; finish/fail settle it.
function jobs() {
  const log = [];
  const handles = {};
  const job = (name) => () => {
    log.push(name);
    return new Promise((resolve, reject) => {
      handles[name] = { resolve, reject };
    });
  };
  return { log, handles, job, finish: (name, v) => handles[name].resolve(v === undefined ? name : v), fail: (name) => handles[name].reject(new Error(name)) };
}

async function outcome(promise) {
  try {
    return ["ok", await promise];
  } catch (e) {
    return ["error", e && e.message];
  }
}

test("sample_priority_then_insertion_order", async () => {
  const q = new TaskQueue(1);
  const j = jobs();
  const results = [];
  q.add(j.job("first")).then((v) => results.push(v));
  q.add(j.job("low"), 1).then((v) => results.push(v));
  q.add(j.job("high-a"), 5).then((v) => results.push(v));
  q.add(j.job("high-b"), 5).then((v) => results.push(v));
  observe([q.running, q.size]);
  for (const name of ["first", "high-a", "high-b", "low"]) {
    await flush();
    if (j.handles[name]) j.finish(name);
  }
  await flush();
  observe(j.log);
  observe(results);
});

test("sample_concurrency_and_failures", async () => {
  const q = new TaskQueue(2);
  const j = jobs();
  const a = q.add(j.job("a"));
  const b = q.add(j.job("b"));
  const c = q.add(j.job("c"));
  observe([j.log.slice(), q.running, q.size]);
  j.fail("a");
  observe(await outcome(a));
  await flush();
  observe([j.log.slice(), q.running, q.size]); // a failure frees its slot too
  j.finish("b", 2);
  j.finish("c", 3);
  observe([await outcome(b), await outcome(c)]);
});
