// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A todo list: actions add / remove / rename; unknown actions and misses return the same state.
function todos(state, action) {
  switch (action.type) {
    case "add":
      return { items: [...state.items, { id: action.id, text: action.text }] };
    case "remove":
      if (!state.items.some((t) => t.id === action.id)) return state;
      return { items: state.items.filter((t) => t.id !== action.id) };
    case "rename":
      if (!state.items.some((t) => t.id === action.id)) return state;
      return { items: state.items.map((t) => (t.id === action.id ? { ...t, text: action.text } : t)) };
    default:
      return state;
  }
}
const texts = (store) => store.getState().items.map((t) => t.id + "=" + t.text);
const EMPTY = { items: [] };

test("sample_optimistic_then_commit", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.optimistic("req1", { type: "add", id: "tmp-1", text: "milk" });
  observe(texts(store));
  observe(store.pendingIds());
  // The server saved it under a real id.
  observe(store.commit("req1", { type: "add", id: "42", text: "milk" }));
  observe(texts(store));
  observe(store.pendingIds());
});

test("sample_rollback_keeps_later_actions", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.optimistic("a", { type: "add", id: "1", text: "one" });
  store.optimistic("b", { type: "add", id: "2", text: "two" });
  observe(store.rollback("a"));
  observe(texts(store));
});
