/**
 * @param {any} doc a JSON value
 * @param {Array<{op: string, path: string, from?: string, value?: any}>} ops
 * @return {any} the patched copy; throws (with error.index) when an operation fails
 */
function applyPatch(doc, ops) {

}
