/**
 * @param {(...args: any[]) => any} fn may return a value or a Promise
 * @param {number} wait
 * @return {Function} returns a Promise per call; has a `cancel()` method
 */
function debounceAsync(fn, wait) {

}
