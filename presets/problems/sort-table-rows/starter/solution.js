/**
 * @param {Array<Object>} rows
 * @param {Array<{key: string, dir?: "asc"|"desc"}>} sortBy
 * @return {Array<Object>} a new, sorted array of the same row objects
 */
function sortRows(rows, sortBy) {

}
