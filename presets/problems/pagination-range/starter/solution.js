/**
 * @param {number} current
 * @param {number} total
 * @param {number} [siblings=1]
 * @return {Array<number|string>} page numbers and "..." markers
 */
function paginationRange(current, total, siblings = 1) {

}
