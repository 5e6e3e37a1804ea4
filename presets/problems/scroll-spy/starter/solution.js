/**
 * @param {Array<{id: string, top: number}>} sections sorted by top
 * @param {{offset?: number, documentHeight?: number}} [options]
 * @return {(scrollTop: number, viewportHeight: number) => (string|null)}
 */
function createScrollSpy(sections, options) {

}
