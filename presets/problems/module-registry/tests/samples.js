// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Runs fn and records its value, or ["error", message] when it throws.
function attempt(fn) {
  try {
    return ["ok", fn()];
  } catch (e) {
    return ["error", e instanceof Error ? e.message : String(e)];
  }
}

test("sample_dependencies_first_and_once", () => {
  const r = createRegistry();
  const log = [];
  r.define("app", ["api", "store"], (api, store) => (log.push("app"), `app(${api}, ${store})`));
  r.define("store", ["api"], (api) => (log.push("store"), `store(${api})`));
  r.define("api", [], () => (log.push("api"), "api"));
  observe(r.require("app"));
  observe(log); // api runs once although two modules need it
  observe(r.require("store"));
  observe(log);
});

test("sample_cycle_is_reported", () => {
  const r = createRegistry();
  r.define("a", ["b"], () => "a");
  r.define("b", ["c"], () => "b");
  r.define("c", ["a"], () => "c");
  observe(attempt(() => r.require("a")));
});
