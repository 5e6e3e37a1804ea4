function createStore(reducer, initialState) {
  let state = initialState === undefined ? reducer(undefined, { type: "@@init" }) : initialState;
  let listeners = [];
  return {
    getState: () => state,
    dispatch(action) {
      state = reducer(state, action);
      // A snapshot: subscribing or unsubscribing inside a listener affects the next dispatch only.
      for (const entry of listeners.slice()) entry.fn();
      return action;
    },
    subscribe(fn) {
      const entry = { fn }; // one entry per call, so the same function may be subscribed twice
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
