/**
 * @param {string} qs
 * @return {Object}
 */
function parseQuery(qs) {

}
