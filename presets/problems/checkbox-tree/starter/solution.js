/**
 * @typedef {{id: string, children?: TreeNode[], checked?: boolean, disabled?: boolean}} TreeNode
 * @param {TreeNode[]} roots
 * @return {{
 *   toggle: (id: string) => void,
 *   state: (id: string) => "checked" | "unchecked" | "indeterminate",
 *   checkedLeaves: () => string[],
 * }}
 */
function createCheckboxTree(roots) {

}
