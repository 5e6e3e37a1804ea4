// Every call of a release function returns a permit, so a double release raises the limit.
function createSemaphore(permits) {
  let free = permits;
  const waiters = [];
  const release = () => {
    if (waiters.length > 0) waiters.shift().grant();
    else free++;
  };
  function tryAcquire() {
    if (free > 0 && waiters.length === 0) {
      free--;
      return release;
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
          resolve(release);
        },
      };
      if (signal) signal.addEventListener("abort", onAbort);
      waiters.push(waiter);
    });
  }
  async function run(fn, options) {
    const r = await acquire(options);
    try {
      return await fn();
    } finally {
      r();
    }
  }
  return { acquire, tryAcquire, run, available: () => free, waiting: () => waiters.length };
}
