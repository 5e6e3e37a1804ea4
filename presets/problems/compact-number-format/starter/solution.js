/**
 * @param {number} n an integer, |n| <= 10^15
 * @return {string} e.g. "999", "1.2K", "35M", "1T"
 */
function formatCompact(n) {

}
