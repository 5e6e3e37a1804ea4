/**
 * @param {...AsyncIterable<any>} sources
 * @return {AsyncIterableIterator<any>} values from all sources, in order of arrival
 */
async function* mergeAsync(...sources) {

}
