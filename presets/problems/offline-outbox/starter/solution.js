/**
 * @param {(key: string, payload: any) => Promise<any>} send
 * @param {{baseDelay?: number, maxDelay?: number, online?: boolean}} [options]
 * @return {{enqueue(key: string, payload: any): void, setOnline(online: boolean): void, pending(): string[]}}
 */
function createOutbox(send, options) {

}
