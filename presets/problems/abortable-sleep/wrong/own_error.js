function sleep(ms, options = {}) {
  const { signal, value } = options;
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) {
      reject(signal.reason); // no timer at all
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error("aborted")); // not signal.reason
    };
    const timer = setTimeout(() => {
      if (signal) signal.removeEventListener("abort", onAbort);
      resolve(value);
    }, ms);
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}
