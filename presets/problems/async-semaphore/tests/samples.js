// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// Starts acquire() and records when it settles: got[name] = release function, or "rejected:<reason>".
function acquireAs(sem, name, got, log, options) {
  sem.acquire(options).then(
    (release) => {
      got[name] = release;
      log.push(name);
    },
    (reason) => {
      got[name] = "rejected:" + (reason instanceof Error ? reason.message : String(reason));
      log.push(name + "!");
    }
  );
}

// A stand-in for AbortSignal that counts its listeners.
function fakeSignal() {
  const listeners = new Set();
  return {
    aborted: false,
    reason: undefined,
    addEventListener(type, fn) {
      if (type === "abort") listeners.add(fn);
    },
    removeEventListener(type, fn) {
      if (type === "abort") listeners.delete(fn);
    },
    abort(reason) {
      this.aborted = true;
      this.reason = reason;
      for (const fn of [...listeners]) fn();
    },
    listeners: () => listeners.size,
  };
}

test("sample_two_permits_fifo", async () => {
  const sem = createSemaphore(2);
  const got = {};
  const log = [];
  for (const name of ["a", "b", "c", "d"]) acquireAs(sem, name, got, log);
  await flush();
  observe(log.slice());
  observe([sem.available(), sem.waiting()]);
  got.b();
  await flush();
  observe(log.slice()); // c was first in line
  got.a();
  got.c();
  await flush();
  observe(log);
  observe([sem.available(), sem.waiting()]);
});

test("sample_try_acquire", () => {
  const sem = createSemaphore(1);
  const r = sem.tryAcquire();
  observe(typeof r);
  observe(sem.tryAcquire());
  r();
  observe(sem.available());
});
