function withTimeout(promise, ms, message) {
  if (ms === Infinity) return Promise.resolve(promise);
  const timeout = new Promise((_, reject) => {
    setTimeout(() => {
      const error = new Error(message === undefined ? `Timed out after ${ms} ms` : message);
      error.name = "TimeoutError";
      reject(error);
    }, ms);
  });
  return Promise.race([promise, timeout]);
}
