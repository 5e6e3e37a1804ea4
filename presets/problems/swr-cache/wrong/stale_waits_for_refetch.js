// A stale get waits for the revalidation instead of answering with the cached value at once.
function createCache(fetcher, { fresh, maxAge, now }) {
  const entries = new Map(); // key -> { value, at }
  const inflight = new Map(); // key -> { promise, generation }
  const generation = new Map(); // key -> bumped by invalidate

  const gen = (key) => generation.get(key) || 0;

  // One fetch per key at a time; its result is stored only if no invalidate happened meanwhile.
  const load = (key) => {
    const running = inflight.get(key);
    if (running) return running.promise;
    const started = gen(key);
    let promise;
    try {
      promise = Promise.resolve(fetcher(key));
    } catch (e) {
      promise = Promise.reject(e);
    }
    promise = promise.then(
      (value) => {
        if (inflight.get(key) && inflight.get(key).promise === promise) inflight.delete(key);
        if (gen(key) === started) entries.set(key, { value, at: now() });
        return value;
      },
      (err) => {
        if (inflight.get(key) && inflight.get(key).promise === promise) inflight.delete(key);
        throw err;
      },
    );
    inflight.set(key, { promise });
    return promise;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (age < fresh) return Promise.resolve(entry.value);
      if (age < maxAge) {
        return load(key).catch(() => entry.value);
      }
      return load(key);
    },
    invalidate(key) {
      entries.delete(key);
      inflight.delete(key);
      generation.set(key, gen(key) + 1);
    },
  };
}
