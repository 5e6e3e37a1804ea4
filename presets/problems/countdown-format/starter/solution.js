/**
 * @param {number} ms milliseconds left
 * @return {string} "M:SS" or "H:MM:SS"
 */
function formatCountdown(ms) {

}

/**
 * @param {number} ms a duration in milliseconds
 * @return {string} e.g. "2d 3h", "5m", "0s"
 */
function humanizeDuration(ms) {

}
