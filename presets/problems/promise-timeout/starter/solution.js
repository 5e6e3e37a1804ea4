/**
 * @param {Promise<any>|any} promise
 * @param {number} ms
 * @param {string} [message]
 * @return {Promise<any>}
 */
function withTimeout(promise, ms, message) {

}
