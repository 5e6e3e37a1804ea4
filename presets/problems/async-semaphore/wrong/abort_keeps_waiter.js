// An aborted waiter is rejected but stays in the queue: a later release grants it the permit,
// which is lost, and the waiters behind it wait forever.
function createSemaphore(permits) {
  let free = permits;
  const waiters = [];
  function makeRelease() {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (waiters.length > 0) waiters.shift().grant();
      else free++;
    };
  }
  function tryAcquire() {
    if (free > 0 && waiters.length === 0) {
      free--;
      return makeRelease();
    }
    return null;
  }
  function acquire(options = {}) {
    const signal = options.signal;
    if (signal && signal.aborted) return Promise.reject(signal.reason);
    const r = tryAcquire();
    if (r) return Promise.resolve(r);
    return new Promise((resolve, reject) => {
      if (signal) signal.addEventListener("abort", () => reject(signal.reason));
      waiters.push({ grant: () => resolve(makeRelease()) });
    });
  }
  async function run(fn, options) {
    const release = await acquire(options);
    try {
      return await fn();
    } finally {
      release();
    }
  }
  return { acquire, tryAcquire, run, available: () => free, waiting: () => waiters.length };
}
