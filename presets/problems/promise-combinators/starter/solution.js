/**
 * Like Promise.allSettled, without using it.
 * @param {Iterable<*>} items promises or plain values
 * @return {Promise<Array<{status: string, value?: *, reason?: *}>>}
 */
function allSettled(items) {

}

/**
 * Like Promise.any, without using it: rejects with an AggregateError when everything rejects.
 * @param {Iterable<*>} items
 * @return {Promise<*>}
 */
function any(items) {

}

/**
 * Settles like `promise`, or rejects with Error("timeout") after `ms` milliseconds.
 * @param {Promise<*>} promise
 * @param {number} ms
 * @return {Promise<*>}
 */
function withTimeout(promise, ms) {

}
