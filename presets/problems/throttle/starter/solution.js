/**
 * @param {Function} fn
 * @param {number} wait
 * @param {{leading?: boolean, trailing?: boolean}} [options]
 * @return {Function} the throttled function, with a `cancel()` method
 */
function throttle(fn, wait, options = {}) {

}
