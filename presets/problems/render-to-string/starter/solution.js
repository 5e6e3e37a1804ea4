/**
 * @param {*} node a string/number, null/undefined/boolean, an array of nodes, or
 *                 { tag: string, props: Object, children: Array }
 * @return {string} the HTML
 */
function renderToString(node) {

}
