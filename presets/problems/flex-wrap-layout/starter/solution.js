/**
 * @param {number} width container width
 * @param {number} gap space between neighbouring items of a line
 * @param {{basis: number, grow?: number, min?: number, max?: number}[]} items
 * @return {number[][][]} lines of [item index, x, width]
 */
function layoutFlex(width, gap, items) {

}
