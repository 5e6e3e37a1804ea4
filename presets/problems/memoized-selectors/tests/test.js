// Hidden tests.
function counted(fn) {
  const f = (...args) => {
    f.calls++;
    return fn(...args);
  };
  f.calls = 0;
  return f;
}

test("same_arguments_skip_input_selectors", () => {
  const a = counted((s) => s.a);
  const sel = createSelector(a, (x) => x * 2);
  const s = { a: 3 };
  observe([sel(s), sel(s), sel(s)]);
  observe([a.calls, sel.recomputations()]);
});

test("changed_input_recomputes", () => {
  const sel = createSelector((s) => s.n, (n) => ({ doubled: n * 2 }));
  const r1 = sel({ n: 1 });
  const r2 = sel({ n: 2 });
  const r3 = sel({ n: 2 });
  observe([r1, r2, r1 === r2, r2 === r3, sel.recomputations()]);
});

test("extra_arguments_are_compared", () => {
  const byId = createSelector(
    (s, id) => s.users,
    (s, id) => id,
    (users, id) => users.find((u) => u.id === id) || null
  );
  const state = { users: [{ id: 1, name: "Ada" }, { id: 2, name: "Lin" }] };
  observe(byId(state, 1));
  observe(byId(state, 2));
  observe(byId(state, 2));
  observe(byId.recomputations());
});

test("argument_count_matters", () => {
  const inputs = counted((s, x) => (x === undefined ? "none" : x));
  const sel = createSelector(inputs, (v) => "got " + v);
  const s = {};
  observe([sel(s), sel(s, undefined), sel(s, undefined)]);
  observe([inputs.calls, sel.recomputations()]);
});

test("equal_looking_new_object_recomputes", () => {
  const sel = createSelector((s) => s.filters, (f) => Object.keys(f).sort());
  sel({ filters: { a: 1 } });
  sel({ filters: { a: 1 } }); // new object, same content
  observe(sel.recomputations());
});

test("cache_size_is_one", () => {
  const sel = createSelector((s) => s.v, (v) => [v]);
  const A = { v: "a" };
  const B = { v: "b" };
  const ra = sel(A);
  sel(B);
  const ra2 = sel(A);
  observe([ra === ra2, sel.recomputations()]);
});

test("array_form_of_inputs", () => {
  const sel = createSelector([(s) => s.x, (s) => s.y], (x, y) => x + y);
  observe([sel({ x: 1, y: 2 }), sel({ x: 1, y: 5 })]);
  observe(sel.recomputations());
});

test("reset_recomputations", () => {
  const sel = createSelector((s) => s.k, (k) => k + "!");
  sel({ k: "a" });
  sel({ k: "b" });
  observe(sel.recomputations());
  sel.resetRecomputations();
  observe(sel.recomputations());
  sel({ k: "b" });
  observe(sel.recomputations());
  sel({ k: "c" });
  observe(sel.recomputations());
});

test("composed_selectors", () => {
  const selectItems = (s) => s.cart.items;
  const subtotal = createSelector(selectItems, (items) => items.reduce((t, i) => t + i.price * i.qty, 0));
  const tax = createSelector(subtotal, (s) => s.cart.rate, (sub, rate) => Math.round(sub * rate));
  const total = createSelector(subtotal, tax, (sub, t) => ({ sub, t, total: sub + t }));
  const items = [{ price: 100, qty: 2 }, { price: 50, qty: 1 }];
  const s1 = { cart: { items, rate: 0.1 }, ui: 1 };
  const r1 = total(s1);
  const s2 = { ...s1, ui: 2 };
  const r2 = total(s2);
  const s3 = { ...s2, cart: { ...s2.cart, rate: 0.2 } };
  const r3 = total(s3);
  observe([r1, r1 === r2, r3]);
  observe([subtotal.recomputations(), tax.recomputations(), total.recomputations()]);
});

test("undefined_result_is_cached_too", () => {
  const combiner = counted(() => undefined);
  const sel = createSelector((s) => s.a, combiner);
  const s1 = { a: 1 };
  sel(s1);
  sel({ a: 1 });
  sel(s1);
  observe([combiner.calls, sel.recomputations()]);
});

test("no_inputs_changed_after_argument_change_keeps_result", () => {
  const a = counted((s) => s.list);
  const sel = createSelector(a, (list) => list.map((x) => x * 10));
  const list = [1, 2];
  const r1 = sel({ list, t: 1 });
  const r2 = sel({ list, t: 2 });
  const r3 = sel({ list: [1, 2], t: 3 });
  observe([r1 === r2, r2 === r3, r3, a.calls, sel.recomputations()]);
});
