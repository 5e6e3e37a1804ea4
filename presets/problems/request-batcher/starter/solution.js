/**
 * @param {(keys: any[]) => Promise<any[]>} batchFn
 * @param {{maxBatchSize?: number, cache?: boolean}} [options]
 * @return {{load: (key: any) => Promise<any>, clear: (key: any) => void, clearAll: () => void}}
 */
function createLoader(batchFn, options = {}) {

}
