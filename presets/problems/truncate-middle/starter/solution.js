/**
 * @param {string} text
 * @param {number} maxLength in code points, >= 1
 * @return {string}
 */
function truncateMiddle(text, maxLength) {

}
