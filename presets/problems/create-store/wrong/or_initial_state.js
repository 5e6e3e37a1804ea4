// `initialState || reducer(...)`: a falsy initial state (0, null, "") is replaced by the default.
function createStore(reducer, initialState) {
  let state = initialState || reducer(undefined, { type: "@@init" });
  let listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      for (const entry of listeners.slice()) entry.fn();
      return action;
    },
    subscribe(fn) {
      const entry = { fn };
      listeners.push(entry);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        listeners = listeners.filter((e) => e !== entry);
      };
    },
  };
}
