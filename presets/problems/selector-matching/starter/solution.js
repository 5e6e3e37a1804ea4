/**
 * An element is { tag: string, id: string, classes: string[], parent: element | null }.
 * @param {Object} el
 * @param {string} selector
 * @return {boolean}
 */
function matches(el, selector) {

}

/**
 * @return {Object|null} the nearest element from el up to root (both included) matching selector
 */
function closest(el, selector, root) {

}
