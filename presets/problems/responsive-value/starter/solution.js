/**
 * @param {any} value a plain value, an array (base first) or an object keyed by breakpoint name
 * @param {number} width the viewport width in px
 * @param {Object<string, number>} breakpoints name -> minimum width
 * @return {any}
 */
function resolveResponsive(value, width, breakpoints) {

}
