/**
 * @param {(line: string) => void} onLine
 * @return {{push: (chunk: string) => void, end: () => number}}
 */
function createLineSplitter(onLine) {

}
