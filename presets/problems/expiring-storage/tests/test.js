// Hidden tests.
test("falsy_values_round_trip", () => {
  fakeNow();
  const cache = createExpiringStorage(fakeStorage());
  const values = [0, false, "", null, [], {}, [0, ""], { a: null }];
  values.forEach((v, i) => cache.set("k" + i, v, 100));
  observe(values.map((_, i) => cache.get("k" + i)));
});

test("missing_key_is_null", () => {
  fakeNow();
  const cache = createExpiringStorage(fakeStorage());
  observe(cache.get("nothing"));
});

test("zero_and_negative_ttl_expire_at_once", () => {
  fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  cache.set("zero", 1, 0);
  cache.set("neg", 2, -10);
  cache.set("one", 3, 1);
  observe([cache.get("zero"), cache.get("neg"), cache.get("one")]);
  observe(s.keys());
});

test("overwrite_resets_ttl", () => {
  const clock = fakeNow();
  const cache = createExpiringStorage(fakeStorage());
  cache.set("k", "first", 100);
  clock.advance(80);
  cache.set("k", "second", 100);
  clock.advance(80);
  observe(cache.get("k"));
  cache.set("k", "forever");
  clock.advance(1e9);
  observe(cache.get("k"));
});

test("undefined_value_removes", () => {
  fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  cache.set("k", 1);
  observe(cache.set("k", undefined));
  observe([cache.get("k"), s.keys()]);
});

test("remove_deletes", () => {
  fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  cache.set("a", 1);
  cache.set("b", 2);
  cache.remove("a");
  cache.remove("never-set");
  observe([cache.get("a"), cache.get("b"), s.keys()]);
});

test("foreign_entries_are_left_alone", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  s.setItem("plain", "hello");
  s.setItem("json-number", "42");
  s.setItem("json-null", "null");
  s.setItem("json-array", "[1,2]");
  s.setItem("other-shape", JSON.stringify({ value: 1 }));
  s.setItem("no-value", JSON.stringify({ expires: 5 }));
  s.setItem("old", JSON.stringify({ value: "stale", expires: 10 }));
  s.setItem("broken", "{not json");
  const cache = createExpiringStorage(s);
  const keys = s.keys();
  observe(keys.map((k) => cache.get(k)));
  clock.advance(1);
  observe(cache.prune());
  observe(s.keys()); // only "old", an expired entry in our format, is gone
});

test("prune_removes_every_expired_entry", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  for (let i = 0; i < 10; i++) cache.set("k" + i, i, i % 3 === 0 ? 1000 : 10); // adjacent expired entries
  clock.advance(10);
  observe(cache.prune());
  observe(s.keys());
  observe(cache.prune());
  clock.advance(1000);
  observe(cache.prune());
  observe(s.length);
});

test("prune_with_everything_expired", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  for (let i = 0; i < 7; i++) cache.set("x" + i, i, 5);
  clock.advance(5);
  observe(cache.prune());
  observe(s.keys());
});

test("prefix_namespaces_keys", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  const app = createExpiringStorage(s, "app:");
  const other = createExpiringStorage(s, "other:");
  app.set("user", "ann", 50);
  other.set("user", "bob", 50);
  s.setItem("user", JSON.stringify({ value: "raw", expires: 0 }));
  observe([app.get("user"), other.get("user")]);
  observe(s.keys());
  clock.advance(50);
  observe(app.prune());
  observe(s.keys()); // other:'s entry and the unprefixed one are not app's
  const all = createExpiringStorage(s);
  observe(all.prune());
  observe(s.keys());
});

test("set_reports_storage_failure", () => {
  fakeNow();
  const s = fakeStorage();
  const full = { ...s, setItem: () => { throw new Error("QuotaExceededError"); } };
  const cache = createExpiringStorage(full);
  observe(cache.set("k", "v", 10));
  observe(cache.get("k"));
  const ok = createExpiringStorage(s);
  observe(ok.set("k", "v", 10));
});

test("values_survive_a_new_wrapper", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  createExpiringStorage(s).set("session", { id: 7, roles: ["a"] }, 100);
  clock.advance(50);
  observe(createExpiringStorage(s).get("session"));
  clock.advance(50);
  observe(createExpiringStorage(s).get("session"));
});
