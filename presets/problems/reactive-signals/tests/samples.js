// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_effect_reruns_on_change", () => {
  const count = createSignal(1);
  const log = [];
  effect(() => log.push(count.get()));
  observe(log.slice()); // ran once, right away
  count.set(2);
  count.set(2); // same value: nothing to do
  count.set(3);
  observe(log);
});

test("sample_computed_is_lazy_and_cached", () => {
  const price = createSignal(10);
  const qty = createSignal(2);
  let runs = 0;
  const total = computed(() => {
    runs++;
    return price.get() * qty.get();
  });
  observe(runs); // nothing read it yet
  observe([total.get(), total.get(), runs]);
  qty.set(3);
  observe(runs); // still lazy
  observe([total.get(), runs]);
});
