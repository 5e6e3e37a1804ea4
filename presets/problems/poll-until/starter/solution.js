/**
 * @param {() => any} check returns a value or a Promise; a truthy result ends the polling
 * @param {{interval?: number, timeout?: number}} [options]
 * @return {Promise<any>}
 */
function pollUntil(check, options = {}) {

}
