/**
 * A node is a string (text) or { tag: string, props: Object, children: Array<node> }.
 * @param {string|Object} oldTree
 * @param {string|Object} newTree
 * @return {Array<Object>} patches: TEXT, REPLACE, PROPS, INSERT, REMOVE (see the statement)
 */
function diff(oldTree, newTree) {

}
