function debounce(fn, wait) {
  let timer = null;
  function debounced(...args) {
    const self = this;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn.apply(self, args);
    }, wait);
  }
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
