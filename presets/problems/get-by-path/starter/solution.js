/**
 * @param {*} obj
 * @param {string|Array<string|number>} path "a.b[0].c" or ["a", "b", 0, "c"]
 * @param {*} [defaultValue]
 * @return {*}
 */
function get(obj, path, defaultValue) {

}
