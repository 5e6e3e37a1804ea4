/**
 * @param {string} text
 * @param {number} maxWidth
 * @param {(ch: string) => number} widthOf width of one character
 * @param {number} [maxLines=Infinity]
 * @return {string[]} the lines
 */
function wrapText(text, maxWidth, widthOf, maxLines = Infinity) {

}
