// Filters the function out: unsubscribing one subscription removes every subscription of it.
function createStore(reducer, initialState) {
  let state = initialState === undefined ? reducer(undefined, { type: "@@init" }) : initialState;
  let listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      for (const fn of listeners.slice()) fn();
      return action;
    },
    subscribe(fn) {
      listeners.push(fn);
      return () => {
        listeners = listeners.filter((l) => l !== fn);
      };
    },
  };
}
