/**
 * @param {Object} params
 * @return {string} the query string, without a leading "?"
 */
function stringifyQuery(params) {

}
