/**
 * @param {Array<{text: string, marks: string[]}>} spans
 * @param {number} start
 * @param {number} end
 * @param {string} mark
 * @return {Array<{text: string, marks: string[]}>} new, normalised spans
 */
function toggleMark(spans, start, end, mark) {

}
