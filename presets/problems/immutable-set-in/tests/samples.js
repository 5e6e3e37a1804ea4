// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_deep_update_shares_the_rest", () => {
  const state = { user: { name: "Ada", tags: ["a"] }, todos: [{ id: 1, done: false }] };
  const next = setIn(state, ["todos", 0, "done"], true);
  observe(next);
  observe(next !== state);
  observe(next.user === state.user); // off the path: shared
  observe(state.todos[0].done); // the original is untouched
});

test("sample_same_value_returns_same_state", () => {
  const state = { a: { b: 1 } };
  observe(setIn(state, ["a", "b"], 1) === state);
});
