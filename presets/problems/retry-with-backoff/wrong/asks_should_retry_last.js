// Asks shouldRetry before checking the attempt budget, so it is also asked after the last attempt.
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
        if (!shouldRetry(err, n) || n >= retries) {
          reject(err);
          return;
        }
        const delay = Math.min(maxDelay, baseDelay * Math.pow(factor, n));
        setTimeout(() => attempt(n + 1), delay);
      });
    };
    attempt(0);
  });
}
