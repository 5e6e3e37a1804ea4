/**
 * @param {any} state
 * @param {Array<string|number>} path
 * @param {any} value
 * @return {any} the new state (or `state` itself when nothing changes)
 */
function setIn(state, path, value) {

}
