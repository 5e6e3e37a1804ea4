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
    const burst = waiting;
    waiting = []; // calls from now on belong to the next burst
    let result;
    try {
      result = Promise.resolve(fn.apply(lastThis, lastArgs));
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (value) => burst.forEach((w) => w.resolve(value)),
      (error) => burst.forEach((w) => w.reject(error))
    );
  }

  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
    waiting = []; // the cancelled calls' promises never settle
  };

  return debounced;
}
