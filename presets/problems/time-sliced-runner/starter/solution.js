/**
 * @param {Array<() => any>} tasks synchronous functions
 * @param {{budget?: number, onSlice?: (done: number, total: number) => void, signal?: AbortSignal}} [options]
 * @return {Promise<any[]>} the tasks' results in order
 */
function runInSlices(tasks, options = {}) {

}
