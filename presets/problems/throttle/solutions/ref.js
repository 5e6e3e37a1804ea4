function throttle(fn, wait, options = {}) {
  const leading = options.leading !== false;
  const trailing = options.trailing !== false;
  let timer = null; // non-null while a window is open
  let pending = null; // { self, args } of the call waiting for the window's end

  function endWindow() {
    if (trailing && pending) {
      const { self, args } = pending;
      pending = null;
      timer = setTimeout(endWindow, wait);
      fn.apply(self, args);
    } else {
      timer = null;
      pending = null;
    }
  }

  function throttled(...args) {
    if (timer === null) {
      timer = setTimeout(endWindow, wait);
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
