/**
 * @param {any} initialState
 * @param {(state: any, action: any) => any} reducer
 * @return {{
 *   getState: () => any,
 *   dispatch: (action: any) => void,
 *   optimistic: (id: string, action: any) => void,
 *   commit: (id: string, serverAction?: any) => boolean,
 *   rollback: (id: string) => boolean,
 *   pendingIds: () => string[],
 *   subscribe: (listener: () => void) => () => void,
 * }}
 */
function createOptimisticStore(initialState, reducer) {

}
