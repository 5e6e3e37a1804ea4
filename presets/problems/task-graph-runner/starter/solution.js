/**
 * @param {Object<string, {deps: string[], run: () => any}>} tasks
 * @param {number} concurrency
 * @return {Promise<{status: Object<string, "ok"|"failed"|"skipped">, order: string[]}>}
 */
function runTaskGraph(tasks, concurrency) {

}
