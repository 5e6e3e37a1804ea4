/**
 * @param {number} ms
 * @param {{signal?: AbortSignal, value?: any}} [options]
 * @return {Promise<any>}
 */
function sleep(ms, options) {

}
