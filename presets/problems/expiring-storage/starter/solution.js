/**
 * @param {{getItem: Function, setItem: Function, removeItem: Function, key: Function, length: number}} storage
 * @param {string} [prefix=""]
 * @return {{
 *   set: (key: string, value: any, ttl?: number) => boolean,
 *   get: (key: string) => any,
 *   remove: (key: string) => void,
 *   prune: () => number,
 * }}
 */
function createExpiringStorage(storage, prefix = "") {

}
