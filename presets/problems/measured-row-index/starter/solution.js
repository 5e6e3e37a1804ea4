/**
 * @param {number} count rows at the start
 * @param {number} estimate height of a row not measured yet
 * @return {{
 *   count: () => number,
 *   append: (n: number) => void,
 *   setHeight: (i: number, h: number) => void,
 *   offsetOf: (i: number) => number,
 *   total: () => number,
 *   indexAt: (y: number) => number,
 * }}
 */
function createRowIndex(count, estimate) {

}
