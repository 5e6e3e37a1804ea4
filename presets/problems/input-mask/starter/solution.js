/**
 * @param {string} mask  9 = digit, a = letter, * = letter or digit, \ escapes, anything else literal
 * @param {string} input what the user typed or pasted
 * @return {{value: string, raw: string, complete: boolean}}
 */
function applyMask(mask, input) {

}
