// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

function counter(state = { count: 0 }, action) {
  switch (action.type) {
    case "add":
      return { count: state.count + (action.by || 1) };
    case "reset":
      return { count: 0 };
    default:
      return state;
  }
}

test("sample_dispatch_and_subscribe", () => {
  const store = createStore(counter);
  observe(store.getState());
  const seen = [];
  const unsubscribe = store.subscribe(() => seen.push(store.getState().count));
  store.dispatch({ type: "add" });
  store.dispatch({ type: "add", by: 5 });
  unsubscribe();
  store.dispatch({ type: "add" });
  observe(seen);
  observe(store.getState());
});
