/**
 * @param {(attempt: number) => Promise<*>} fn
 * @param {{retries?: number, baseDelay?: number, factor?: number, maxDelay?: number,
 *          shouldRetry?: (error: *, attempt: number) => boolean}} [options]
 * @return {Promise<*>}
 */
function retry(fn, options = {}) {

}
