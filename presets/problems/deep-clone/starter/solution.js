/**
 * @param {*} value
 * @return {*}
 */
function deepClone(value) {

}
