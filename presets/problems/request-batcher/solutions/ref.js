function createLoader(batchFn, options = {}) {
  const maxBatchSize = options.maxBatchSize === undefined ? Infinity : options.maxBatchSize;
  const useCache = options.cache !== false;
  const cache = new Map();
  let queue = null;

  function fail(items, error) {
    for (const item of items) {
      if (useCache && cache.get(item.key) === item.promise) cache.delete(item.key);
      item.reject(error);
    }
  }

  function run(items) {
    const keys = items.map((item) => item.key);
    let result;
    try {
      result = Promise.resolve(batchFn(keys));
    } catch (error) {
      fail(items, error);
      return;
    }
    result.then(
      (values) => {
        if (!Array.isArray(values) || values.length !== items.length) {
          fail(items, new TypeError(`batchFn returned ${Array.isArray(values) ? values.length : "no"} values for ${items.length} keys`));
          return;
        }
        items.forEach((item, i) => {
          if (values[i] instanceof Error) fail([item], values[i]);
          else item.resolve(values[i]);
        });
      },
      (error) => fail(items, error)
    );
  }

  function dispatch(batch) {
    for (let start = 0; start < batch.length; start += maxBatchSize) {
      run(batch.slice(start, start + maxBatchSize));
    }
  }

  function load(key) {
    if (useCache && cache.has(key)) return cache.get(key);
    const item = { key };
    item.promise = new Promise((resolve, reject) => {
      item.resolve = resolve;
      item.reject = reject;
    });
    if (useCache) cache.set(key, item.promise);
    if (queue === null) {
      const batch = (queue = []);
      queueMicrotask(() => {
        queue = null;
        dispatch(batch);
      });
    }
    queue.push(item);
    return item.promise;
  }

  return {
    load,
    clear(key) {
      cache.delete(key);
    },
    clearAll() {
      cache.clear();
    },
  };
}
