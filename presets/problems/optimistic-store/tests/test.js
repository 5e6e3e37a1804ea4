// Hidden tests.
test("server_push_goes_under_pending_actions", () => {
  const store = createOptimisticStore({ items: [{ id: "x", text: "old" }] }, todos);
  store.optimistic("p", { type: "add", id: "mine", text: "draft" });
  store.dispatch({ type: "add", id: "theirs", text: "from server" });
  observe(texts(store)); // the confirmed item comes before the pending one
  store.rollback("p");
  observe(texts(store));
});

test("commit_without_server_action_uses_the_optimistic_one", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.optimistic("a", { type: "add", id: "1", text: "one" });
  observe(store.commit("a"));
  observe(texts(store));
  observe(store.rollback("a")); // no longer pending
  observe(texts(store));
});

test("commits_out_of_order_rebase_the_rest", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.optimistic("a", { type: "add", id: "1", text: "one" });
  store.optimistic("b", { type: "add", id: "2", text: "two" });
  store.optimistic("c", { type: "add", id: "3", text: "three" });
  store.commit("b");
  observe(texts(store)); // confirmed b first, then pending a and c
  store.rollback("c");
  observe(texts(store));
  store.commit("a");
  observe(texts(store));
  observe(store.pendingIds());
});

test("rollback_replays_later_actions_on_the_right_state", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.dispatch({ type: "add", id: "1", text: "buy" });
  store.optimistic("r1", { type: "rename", id: "1", text: "buy milk" });
  store.optimistic("r2", { type: "rename", id: "1", text: "buy oat milk" });
  store.optimistic("d", { type: "remove", id: "1" });
  observe(texts(store));
  store.rollback("d");
  observe(texts(store));
  store.rollback("r2");
  observe(texts(store));
  store.rollback("r1");
  observe(texts(store));
});

test("server_push_conflicting_with_pending", () => {
  const store = createOptimisticStore(EMPTY, todos);
  store.dispatch({ type: "add", id: "1", text: "a" });
  store.optimistic("ren", { type: "rename", id: "1", text: "mine" });
  store.dispatch({ type: "remove", id: "1" }); // someone else deleted it
  observe(texts(store)); // the rename now finds nothing
  store.dispatch({ type: "add", id: "1", text: "back" });
  observe(texts(store)); // and applies again once it is back
});

test("unknown_ids_and_duplicates", () => {
  const store = createOptimisticStore(EMPTY, todos);
  observe(store.commit("nope"));
  observe(store.rollback("nope"));
  store.optimistic("a", { type: "add", id: "1", text: "x" });
  observe(observeThrows(() => store.optimistic("a", { type: "add", id: "2", text: "y" })));
  observe(texts(store));
  store.rollback("a");
  store.optimistic("a", { type: "add", id: "3", text: "z" }); // the id is free again
  observe(texts(store));
  observe(store.pendingIds());
});

test("pending_ids_in_issue_order", () => {
  const store = createOptimisticStore(EMPTY, todos);
  for (const id of ["q", "w", "e", "r"]) store.optimistic(id, { type: "noop" });
  store.commit("w");
  store.optimistic("t", { type: "noop" });
  store.rollback("q");
  observe(store.pendingIds());
});

test("state_identity_is_stable", () => {
  const store = createOptimisticStore(EMPTY, todos);
  observe(store.getState() === EMPTY);
  store.optimistic("a", { type: "add", id: "1", text: "x" });
  const s1 = store.getState();
  observe(store.getState() === s1);
  store.optimistic("n", { type: "noop" });
  observe(store.getState() === s1); // a no-op applied on top changes nothing
  store.dispatch({ type: "remove", id: "missing" });
  observe(store.getState() === s1); // the confirmed state did not change: no replay
  store.dispatch({ type: "noop" });
  observe(store.getState() === s1);
  store.rollback("n");
  observe(store.getState() === s1); // a replay builds new objects
  store.rollback("a");
  observe(store.getState() === EMPTY);
  store.commit("zzz");
  observe(store.getState() === EMPTY);
});

test("listeners_fire_only_on_change", () => {
  const store = createOptimisticStore(EMPTY, todos);
  const log = [];
  const unsub = store.subscribe(() => log.push("L" + texts(store).length));
  store.optimistic("a", { type: "add", id: "1", text: "x" });
  store.optimistic("n", { type: "noop" });
  store.dispatch({ type: "noop" });
  store.commit("n");
  store.rollback("zzz");
  observe(log.slice());
  store.commit("a");
  observe(log.slice()); // replaying makes new objects: a change
  unsub();
  store.dispatch({ type: "add", id: "2", text: "y" });
  observe(log);
});

test("rollback_to_the_exact_confirmed_state_notifies", () => {
  const store = createOptimisticStore(EMPTY, todos);
  let calls = 0;
  store.subscribe(() => calls++);
  store.optimistic("a", { type: "add", id: "1", text: "x" });
  store.rollback("a");
  observe(calls);
  observe(store.getState() === EMPTY);
});

test("listener_order_and_unsubscribe_during_notify", () => {
  const store = createOptimisticStore(EMPTY, todos);
  const log = [];
  let unsubB = null;
  store.subscribe(() => {
    log.push("A");
    if (unsubB) {
      unsubB();
      unsubB = null;
    }
  });
  unsubB = store.subscribe(() => log.push("B"));
  store.subscribe(() => {
    log.push("C");
    store.subscribe(() => log.push("late"));
  });
  store.dispatch({ type: "add", id: "1", text: "x" });
  observe(log.slice()); // B was removed before its turn; "late" joined after this round began
  store.dispatch({ type: "add", id: "2", text: "y" });
  observe(log);
});

test("same_listener_twice_is_two_subscriptions", () => {
  const store = createOptimisticStore(EMPTY, todos);
  let calls = 0;
  const listener = () => calls++;
  const u1 = store.subscribe(listener);
  store.subscribe(listener);
  store.dispatch({ type: "add", id: "1", text: "x" });
  observe(calls);
  u1();
  u1();
  store.dispatch({ type: "add", id: "2", text: "y" });
  observe(calls);
});

test("listener_sees_the_new_state", () => {
  const store = createOptimisticStore(EMPTY, todos);
  const seen = [];
  store.subscribe(() => seen.push(texts(store)));
  store.optimistic("a", { type: "add", id: "1", text: "x" });
  store.commit("a", { type: "add", id: "100", text: "x" });
  observe(seen);
});

test("counter_with_many_pending", () => {
  const counter = (s, a) => (a.type === "inc" ? { n: s.n + a.by } : a.type === "double" ? { n: s.n * 2 } : s);
  const store = createOptimisticStore({ n: 1 }, counter);
  store.optimistic("i1", { type: "inc", by: 3 });
  store.optimistic("d", { type: "double" });
  store.optimistic("i2", { type: "inc", by: 1 });
  observe(store.getState().n);
  store.dispatch({ type: "inc", by: 10 });
  observe(store.getState().n);
  store.commit("d");
  observe(store.getState().n);
  store.commit("i1", { type: "inc", by: 5 });
  observe(store.getState().n);
  store.rollback("i2");
  observe(store.getState().n);
});
