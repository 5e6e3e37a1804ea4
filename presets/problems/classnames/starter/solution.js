/**
 * @param {...*} args strings, numbers, arrays and objects of class names
 * @return {string}
 */
function classNames(...args) {

}
