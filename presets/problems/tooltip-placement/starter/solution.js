/**
 * @param {{x: number, y: number, width: number, height: number}} anchor
 * @param {{width: number, height: number}} tip
 * @param {{width: number, height: number}} viewport
 * @param {"top"|"bottom"|"left"|"right"} [preferred="top"]
 * @param {number} [gap=8]
 * @return {{side: string, x: number, y: number, arrow: number}}
 */
function placeTooltip(anchor, tip, viewport, preferred = "top", gap = 8) {

}
