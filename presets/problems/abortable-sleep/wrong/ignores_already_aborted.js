function sleep(ms, options = {}) {
  const { signal, value } = options;
  return new Promise((resolve, reject) => {
    // forgot: an already-aborted signal never fires "abort" again
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      if (signal) signal.removeEventListener("abort", onAbort);
      resolve(value);
    }, ms);
    if (signal) signal.addEventListener("abort", onAbort, { once: true });
  });
}
