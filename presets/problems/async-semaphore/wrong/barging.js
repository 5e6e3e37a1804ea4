// release() puts the permit back in the pool and wakes a waiter later: whoever asks in between
// takes it ("barging"), and the waiter keeps waiting.
function createSemaphore(permits) {
  let free = permits;
  const waiters = [];
  function makeRelease() {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      free++;
      queueMicrotask(drain);
    };
  }
  function drain() {
    while (free > 0 && waiters.length > 0) {
      free--;
      waiters.shift().grant();
    }
  }
  function tryAcquire() {
    if (free > 0) {
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
      const onAbort = () => {
        const i = waiters.indexOf(waiter);
        if (i >= 0) waiters.splice(i, 1);
        reject(signal.reason);
      };
      const waiter = {
        grant() {
          if (signal) signal.removeEventListener("abort", onAbort);
          resolve(makeRelease());
        },
      };
      if (signal) signal.addEventListener("abort", onAbort);
      waiters.push(waiter);
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
