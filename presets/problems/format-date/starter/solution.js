/**
 * @param {Date|number} date a Date, or milliseconds since the epoch
 * @param {string} pattern
 * @return {string}
 */
function formatDate(date, pattern) {

}
