/**
 * @param {Array<{id: number|string, parentId?: number|string|null}>} items
 * @return {Array<object>} the roots; every node is a copy of its item plus `children`
 */
function buildTree(items) {

}
