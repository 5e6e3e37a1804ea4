function memoize(fn) {
  let cache = new Map();
  function memoized(...args) {
    const key = JSON.stringify(args);
    if (cache.has(key)) return cache.get(key);
    const value = fn.apply(this, args);
    cache.set(key, value);
    return value;
  }
  memoized.clear = () => {
    cache = new Map();
  };
  return memoized;
}
