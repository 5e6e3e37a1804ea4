/**
 * @param {(state: *, action: Object) => *} reducer
 * @param {*} [initialState]
 * @return {{getState: () => *, dispatch: (action: Object) => Object, subscribe: (listener: () => void) => () => void}}
 */
function createStore(reducer, initialState) {

}
