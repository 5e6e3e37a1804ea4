// Forgets to clear the previous timer: every call of a burst fires, not only the last one.
function debounce(fn, wait) {
  let timer = null;
  function debounced(...args) {
    timer = setTimeout(() => fn.apply(this, args), wait);
  }
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
