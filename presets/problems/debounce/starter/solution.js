/**
 * @param {Function} fn
 * @param {number} wait
 * @return {Function} the debounced function, with a `cancel()` method
 */
function debounce(fn, wait) {

}
