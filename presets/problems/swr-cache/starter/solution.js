/**
 * @param {(key: string) => Promise<*>} fetcher
 * @param {{fresh: number, maxAge: number, now: () => number}} options
 * @return {{get: (key: string) => Promise<*>, invalidate: (key: string) => void}}
 */
function createCache(fetcher, { fresh, maxAge, now }) {

}
