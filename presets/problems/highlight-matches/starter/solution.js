/**
 * @param {string} text
 * @param {string} query words separated by whitespace
 * @return {Array<{text: string, match: boolean}>}
 */
function highlightMatches(text, query) {

}
