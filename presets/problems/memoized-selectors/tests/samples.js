// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_recomputes_only_when_inputs_change", () => {
  const selectTodos = (s) => s.todos;
  const selectFilter = (s) => s.filter;
  const visible = createSelector(selectTodos, selectFilter, (todos, filter) =>
    todos.filter((t) => filter === "all" || t.done === (filter === "done"))
  );
  const todos = [{ id: 1, done: true }, { id: 2, done: false }];
  const s1 = { todos, filter: "done", theme: "dark" };
  const r1 = visible(s1);
  observe(r1);
  const s2 = { ...s1, theme: "light" }; // unrelated change
  observe(visible(s2) === r1);
  observe(visible.recomputations());
});
