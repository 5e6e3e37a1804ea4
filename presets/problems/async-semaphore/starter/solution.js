/**
 * @param {number} permits
 * @return {{
 *   acquire: (options?: {signal?: AbortSignal}) => Promise<() => void>,
 *   tryAcquire: () => (() => void) | null,
 *   run: (fn: () => any, options?: {signal?: AbortSignal}) => Promise<any>,
 *   available: () => number,
 *   waiting: () => number,
 * }}
 */
function createSemaphore(permits) {

}
