/**
 * @param {Array<{id: any, x: number, y: number, width: number, height: number}>} items
 * @param {{x: number, y: number}} from where the drag started
 * @param {{x: number, y: number}} to where the pointer is now
 * @param {"intersect"|"contain"} [mode="intersect"]
 * @return {any[]} the selected ids, in the order of items
 */
function selectByDrag(items, from, to, mode = "intersect") {

}
