/**
 * @param {number} value
 * @param {{decimals?: number, separator?: string, point?: string}} [options]
 * @return {string}
 */
function formatNumber(value, options) {

}
