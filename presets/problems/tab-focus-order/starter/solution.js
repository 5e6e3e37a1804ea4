/**
 * A node: { id, tag, tabindex?, disabled?, hidden?, href?, children? }
 * @param {Object} root
 * @return {string[]} ids in Tab order
 */
function tabOrder(root) {

}

/**
 * @param {Object} root
 * @param {string} currentId
 * @param {boolean} backwards true for Shift+Tab
 * @return {string|null}
 */
function nextFocus(root, currentId, backwards) {

}
