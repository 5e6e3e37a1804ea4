// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A request whose answer the test decides, and when.
function deferred() {
  let resolve, reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

// A fake search backend: every call is recorded with its signal; the test settles it later.
function backend() {
  const calls = [];
  const fn = (query, signal) => {
    const d = deferred();
    calls.push({ query, signal, d });
    return d.promise;
  };
  return { calls, fn };
}

function track(promise, log, label) {
  promise.then((v) => log.push([label, "ok", v]), (e) => log.push([label, "err", e && e.name, e && e.message]));
}

test("sample_stale_answers_are_dropped", async () => {
  const be = backend();
  const search = latest(be.fn);
  const log = [];
  track(search("r"), log, 1);
  track(search("re"), log, 2);
  track(search("rea"), log, 3);
  observe(be.calls.map((c) => [c.query, c.signal.aborted]));
  be.calls[1].d.resolve("results for re"); // arrives late: ignored
  await flush();
  observe(log.slice());
  be.calls[2].d.resolve("results for rea");
  await flush();
  observe(log);
});
