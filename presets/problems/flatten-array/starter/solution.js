/**
 * @param {Array} arr
 * @param {number} [depth=1]
 * @return {Array}
 */
function flatten(arr, depth = 1) {

}
