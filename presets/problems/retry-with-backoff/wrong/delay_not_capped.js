// Ignores maxDelay: the delay keeps growing.
function retry(fn, options = {}) {
  const { retries = 3, baseDelay = 100, factor = 2, maxDelay = Infinity, shouldRetry = () => true } = options;
  return new Promise((resolve, reject) => {
    const attempt = (n) => {
      let p;
      try {
        p = Promise.resolve(fn(n));
      } catch (e) {
        p = Promise.reject(e);
      }
      p.then(resolve, (err) => {
        if (n >= retries || !shouldRetry(err, n)) {
          reject(err);
          return;
        }
        const delay = baseDelay * Math.pow(factor, n);
        setTimeout(() => attempt(n + 1), delay);
      });
    };
    attempt(0);
  });
}
