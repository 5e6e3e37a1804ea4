// Hidden tests; counter comes from samples.js.
test("initial_state_wins_over_reducer_default", () => {
  const store = createStore(counter, { count: 10 });
  observe(store.getState());
  store.dispatch({ type: "add" });
  observe(store.getState());
});

test("reducer_gets_an_init_action_without_initial_state", () => {
  const calls = [];
  const store = createStore((state = "start", action) => {
    calls.push([state, typeof action.type]);
    return state;
  });
  observe(calls);
  observe(store.getState());
});

test("falsy_initial_state_is_kept", () => {
  const store = createStore((s = 99) => s, 0);
  observe(store.getState());
  const n = createStore((s = "d") => s, null);
  observe(n.getState());
});

test("dispatch_returns_the_action", () => {
  const store = createStore(counter);
  const action = { type: "add", by: 2 };
  observe(store.dispatch(action) === action);
});

test("listeners_run_in_subscription_order_after_the_state_changes", () => {
  const store = createStore(counter);
  const log = [];
  store.subscribe(() => log.push(["a", store.getState().count]));
  store.subscribe(() => log.push(["b", store.getState().count]));
  store.dispatch({ type: "add", by: 3 });
  observe(log);
});

test("listeners_run_even_when_state_is_unchanged", () => {
  const store = createStore(counter);
  let n = 0;
  store.subscribe(() => n++);
  store.dispatch({ type: "unknown" });
  observe(n);
});

test("same_function_subscribed_twice", () => {
  const store = createStore(counter);
  let n = 0;
  const fn = () => n++;
  const off1 = store.subscribe(fn);
  store.subscribe(fn);
  store.dispatch({ type: "add" });
  observe(n); // called twice
  off1();
  store.dispatch({ type: "add" });
  observe(n); // the other subscription still counts
});

test("unsubscribe_twice_is_harmless", () => {
  const store = createStore(counter);
  const log = [];
  const fn = () => log.push("x");
  const off = store.subscribe(fn);
  store.subscribe(fn);
  off();
  off(); // must not remove the second subscription
  store.dispatch({ type: "add" });
  observe(log);
});

test("subscribing_during_dispatch_waits_for_the_next_one", () => {
  const store = createStore(counter);
  const log = [];
  store.subscribe(() => {
    log.push("outer");
    if (log.length === 1) store.subscribe(() => log.push("inner"));
  });
  store.dispatch({ type: "add" });
  observe(log.slice());
  store.dispatch({ type: "add" });
  observe(log);
});

test("unsubscribing_during_dispatch_still_runs_this_round", () => {
  const store = createStore(counter);
  const log = [];
  let offB = null;
  store.subscribe(() => {
    log.push("a");
    if (offB) offB();
  });
  offB = store.subscribe(() => log.push("b"));
  store.dispatch({ type: "add" });
  store.dispatch({ type: "add" });
  observe(log);
});

test("stores_are_independent", () => {
  const s1 = createStore(counter);
  const s2 = createStore(counter);
  let n = 0;
  s1.subscribe(() => n++);
  s2.dispatch({ type: "add", by: 7 });
  observe([s1.getState(), s2.getState(), n]);
});

test("many_dispatches", () => {
  const store = createStore(counter);
  let calls = 0;
  const offs = [];
  for (let i = 0; i < 50; i++) offs.push(store.subscribe(() => calls++));
  for (let i = 0; i < 2000; i++) store.dispatch({ type: "add", by: i % 3 });
  offs.slice(0, 25).forEach((off) => off());
  store.dispatch({ type: "reset" });
  observe([store.getState(), calls]);
});
