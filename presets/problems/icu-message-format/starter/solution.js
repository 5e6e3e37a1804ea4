/**
 * @param {string} pattern ICU-style message
 * @param {Object} values argument values by name
 * @param {string} locale one of "en", "fr", "ru", "zh"
 * @return {string}
 */
function formatMessage(pattern, values, locale) {

}
