/**
 * @param {Function} fn
 * @return {Function}
 */
function curry(fn) {

}
