/**
 * @param {number[]} heights card heights, in order
 * @param {number} columns
 * @param {number} gap vertical gap between cards of a column
 * @return {{positions: number[][], height: number}}
 */
function masonry(heights, columns, gap) {

}
