function withTimeout(promise, ms, message) {
  return new Promise((resolve, reject) => {
    let timer = null;
    if (ms !== Infinity) {
      timer = setTimeout(() => {
        const error = new Error(message === undefined ? `Timed out after ${ms} ms` : message);
        error.name = "TimeoutError";
        reject(error);
      }, ms);
    }
    const done = () => {
      if (timer !== null) clearTimeout(timer);
    };
    Promise.resolve(promise).then(
      (value) => {
        done();
        resolve(value);
      },
      (reason) => {
        done();
        reject(reason);
      }
    );
  });
}
