function createSemaphore(permits) {
  let free = permits;
  const waiters = new Set(); // FIFO: a Set iterates in insertion order, and deletes in O(1)

  function makeRelease() {
    let released = false;
    return function release() {
      if (released) return;
      released = true;
      const first = waiters.values().next();
      if (first.done) {
        free++;
      } else {
        waiters.delete(first.value); // the permit goes straight to the oldest waiter
        first.value.grant();
      }
    };
  }

  function tryAcquire() {
    if (free > 0 && waiters.size === 0) {
      free--;
      return makeRelease();
    }
    return null;
  }

  function acquire(options = {}) {
    const signal = options.signal;
    if (signal && signal.aborted) return Promise.reject(signal.reason);
    const release = tryAcquire();
    if (release) return Promise.resolve(release);
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        waiters.delete(waiter);
        reject(signal.reason);
      };
      const waiter = {
        grant() {
          if (signal) signal.removeEventListener("abort", onAbort);
          resolve(makeRelease());
        },
      };
      if (signal) signal.addEventListener("abort", onAbort);
      waiters.add(waiter);
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

  return {
    acquire,
    tryAcquire,
    run,
    available: () => free,
    waiting: () => waiters.size,
  };
}
