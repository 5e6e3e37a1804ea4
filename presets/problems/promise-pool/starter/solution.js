/**
 * @param {Array<() => Promise<*>>} tasks
 * @param {number} limit
 * @return {Promise<Array<*>>}
 */
function promisePool(tasks, limit) {

}
