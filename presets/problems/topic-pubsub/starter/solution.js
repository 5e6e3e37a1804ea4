/**
 * @return {{
 *   subscribe: (pattern: string, handler: (payload: any, topic: string) => void) => () => void,
 *   publish: (topic: string, payload?: any) => number,
 * }}
 */
function createBus() {

}
