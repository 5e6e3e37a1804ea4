/**
 * Parses JSON text without JSON.parse.
 * @param {string} text
 * @return {*} the value; throws a SyntaxError on invalid input
 */
function parseJSON(text) {

}
