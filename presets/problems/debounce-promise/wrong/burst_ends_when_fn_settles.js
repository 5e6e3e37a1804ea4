function debounceAsync(fn, wait) {
  let timer = null;
  let waiting = []; // { resolve, reject } of every call in the current burst
  let lastThis;
  let lastArgs;

  function debounced(...args) {
    lastThis = this;
    lastArgs = args;
    clearTimeout(timer);
    timer = setTimeout(fire, wait);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function fire() {
    timer = null;
    const burst = waiting; // the list is only reset once fn settles
    let result;
    try {
      result = Promise.resolve(fn.apply(lastThis, lastArgs));
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (value) => {
        waiting = [];
        burst.forEach((w) => w.resolve(value));
      },
      (error) => {
        waiting = [];
        burst.forEach((w) => w.reject(error));
      }
    );
  }

  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
    const burst = waiting;
    waiting = [];
    const error = new Error("Debounced call cancelled");
    error.name = "AbortError";
    burst.forEach((w) => w.reject(error));
  };

  return debounced;
}
