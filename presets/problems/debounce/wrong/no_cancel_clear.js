// Forgets to clear the previous timer: every call fires. Only console.assert notices in one test.
function debounce(fn, wait) {
  let timer = null;
  function debounced(...args) {
    timer = setTimeout(() => fn.apply(this, args), wait);
  }
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
