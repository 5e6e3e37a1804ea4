function throttle(fn, wait, options = {}) {
  const leading = options.leading !== false;
  const trailing = options.trailing !== false;
  let timer = null;
  let pending = null;

  function throttled(...args) {
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        if (trailing && pending) {
          fn.apply(pending.self, pending.args);
        }
        pending = null;
      }, wait);
      if (leading) {
        fn.apply(this, args);
        return;
      }
    }
    pending = { self: this, args };
  }

  throttled.cancel = () => {
    clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
