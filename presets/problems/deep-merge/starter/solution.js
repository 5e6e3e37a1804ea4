/**
 * @param {...(Object|null|undefined)} objects
 * @return {Object} a new object; the arguments are left unchanged
 */
function deepMerge(...objects) {

}
