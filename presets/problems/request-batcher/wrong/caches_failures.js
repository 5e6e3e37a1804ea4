function createLoader(batchFn, options = {}) {
  const maxBatchSize = options.maxBatchSize === undefined ? Infinity : options.maxBatchSize;
  const useCache = options.cache !== false;
  const cache = new Map();
  let queue = null;
  function run(items) {
    const keys = items.map((item) => item.key);
    let result;
    try {
      result = Promise.resolve(batchFn(keys));
    } catch (error) {
      items.forEach((item) => item.reject(error));
      return;
    }
    // A failed key keeps its rejected promise in the cache: it is never retried.
    result.then((values) => {
      if (!Array.isArray(values) || values.length !== items.length) return items.forEach((item) => item.reject(new TypeError("length")));
      items.forEach((item, i) => (values[i] instanceof Error ? item.reject(values[i]) : item.resolve(values[i])));
    }, (error) => items.forEach((item) => item.reject(error)));
  }
  function load(key) {
    if (useCache && cache.has(key)) return cache.get(key);
    const item = { key };
    item.promise = new Promise((resolve, reject) => Object.assign(item, { resolve, reject }));
    if (useCache) cache.set(key, item.promise);
    if (queue === null) {
      const batch = (queue = []);
      queueMicrotask(() => {
        queue = null;
        for (let s = 0; s < batch.length; s += maxBatchSize) run(batch.slice(s, s + maxBatchSize));
      });
    }
    queue.push(item);
    return item.promise;
  }
  return { load, clear: (k) => cache.delete(k), clearAll: () => cache.clear() };
}
