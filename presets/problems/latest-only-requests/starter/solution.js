/**
 * @param {(...args: any[]) => Promise<any>} fn called with the caller's arguments plus an AbortSignal
 * @return {((...args: any[]) => Promise<any>) & { cancel: () => void }}
 */
function latest(fn) {

}
