// Iterates the live listener array: a listener subscribed during a dispatch runs in the same one,
// and one removed during a dispatch shifts the others.
function createStore(reducer, initialState) {
  let state = initialState === undefined ? reducer(undefined, { type: "@@init" }) : initialState;
  const listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      for (let i = 0; i < listeners.length; i++) listeners[i]();
      return action;
    },
    subscribe(fn) {
      listeners.push(fn);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        listeners.splice(listeners.indexOf(fn), 1);
      };
    },
  };
}
