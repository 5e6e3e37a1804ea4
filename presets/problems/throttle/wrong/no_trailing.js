// The classic "timestamp" throttle: calls inside the window are simply ignored.
function throttle(fn, wait, options = {}) {
  let last = -Infinity;
  function throttled(...args) {
    const now = Date.now();
    if (now - last >= wait) {
      last = now;
      fn.apply(this, args);
    }
  }
  throttled.cancel = () => {
    last = -Infinity;
  };
  return throttled;
}
