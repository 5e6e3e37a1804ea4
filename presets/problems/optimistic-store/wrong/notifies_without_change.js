function createOptimisticStore(initialState, reducer) {
  let base = initialState; // the confirmed state
  const pending = new Map(); // id -> optimistic action; a Map keeps issue order
  let visible = initialState; // base with the pending actions applied on top
  const subscriptions = new Set();

  function publish(state) {
    visible = state;
    for (const sub of [...subscriptions]) {
      if (subscriptions.has(sub)) sub.listener();
    }
  }

  function replay() {
    let state = base;
    for (const action of pending.values()) state = reducer(state, action);
    publish(state);
  }

  return {
    getState() {
      return visible;
    },
    dispatch(action) {
      const next = reducer(base, action);
      if (next === base) return; // nothing confirmed changed: no replay
      base = next;
      replay();
    },
    optimistic(id, action) {
      if (pending.has(id)) throw new Error(`action ${id} is already pending`);
      pending.set(id, action);
      publish(reducer(visible, action)); // it goes last, so apply it to the visible state
    },
    commit(id, serverAction) {
      if (!pending.has(id)) return false;
      const action = pending.get(id);
      pending.delete(id);
      base = reducer(base, serverAction === undefined ? action : serverAction);
      replay();
      return true;
    },
    rollback(id) {
      if (!pending.delete(id)) return false;
      replay();
      return true;
    },
    pendingIds() {
      return [...pending.keys()];
    },
    subscribe(listener) {
      const sub = { listener };
      subscriptions.add(sub);
      return () => {
        subscriptions.delete(sub);
      };
    },
  };
}
