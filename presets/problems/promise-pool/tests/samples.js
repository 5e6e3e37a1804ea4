// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Tasks are controlled by hand: each returns a promise the test settles when it wants.
const flush = () => new Promise((r) => setImmediate(r));

function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function controlled(n) {
  const state = { started: [], running: 0, maxRunning: 0, d: [] };
  state.tasks = Array.from({ length: n }, (_, i) => () => {
    state.started.push(i);
    state.running++;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    const d = deferred();
    state.d[i] = d;
    const done = () => {
      state.running--;
    };
    d.promise.then(done, done);
    return d.promise;
  });
  return state;
}

// How a promise settles: ["resolved", value], or ["rejected", whether the reason is the expected one].
async function settle(promise, expected) {
  try {
    return ["resolved", await promise];
  } catch (e) {
    return ["rejected", expected(e)];
  }
}

test("sample_limits_concurrency_and_keeps_order", async () => {
  const s = controlled(5);
  const pool = promisePool(s.tasks, 2);
  await flush();
  observe(s.started);
  s.d[1].resolve("b");
  await flush();
  observe(s.started); // a finished task frees its slot at once
  s.d[0].resolve("a");
  await flush();
  observe(s.started);
  s.d[3].resolve("d");
  await flush();
  s.d[4].resolve("e");
  s.d[2].resolve("c");
  observe(await settle(pool, () => false));
  observe(s.maxRunning);
});

test("sample_first_failure_rejects_and_stops", async () => {
  const s = controlled(4);
  const pool = promisePool(s.tasks, 1);
  await flush();
  const boom = new Error("boom");
  s.d[0].reject(boom);
  observe(await settle(pool, (e) => e === boom));
  await flush();
  observe(s.started); // no task may start after a failure
});
