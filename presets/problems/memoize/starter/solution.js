/**
 * @param {Function} fn
 * @return {Function}
 */
function memoize(fn) {

}
