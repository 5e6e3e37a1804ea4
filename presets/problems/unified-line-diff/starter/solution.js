/**
 * @param {string} oldText
 * @param {string} newText
 * @param {number} context lines of unchanged context around each change
 * @return {string[]} the unified diff's lines (hunk headers and " ", "-", "+" lines)
 */
function unifiedDiff(oldText, newText, context) {

}
