/**
 * @param {any} value JSON-like data from an API
 * @return {any} a copy with camelCase keys
 */
function camelizeKeys(value) {

}
