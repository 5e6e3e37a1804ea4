// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A stand-in for localStorage (strings only, keys in insertion order) and a fake clock.
function fakeStorage() {
  const map = new Map();
  return {
    getItem: (k) => (map.has(String(k)) ? map.get(String(k)) : null),
    setItem: (k, v) => void map.set(String(k), String(v)),
    removeItem: (k) => void map.delete(String(k)),
    key: (i) => (i >= 0 && i < map.size ? [...map.keys()][i] : null),
    get length() {
      return map.size;
    },
    keys: () => [...map.keys()],
  };
}
function fakeNow(start = 1000) {
  let now = start;
  Date.now = () => now;
  return { advance: (ms) => (now += ms) };
}

test("sample_value_expires", () => {
  const clock = fakeNow();
  const s = fakeStorage();
  const cache = createExpiringStorage(s);
  cache.set("token", { user: "ann" }, 500);
  observe(cache.get("token"));
  clock.advance(499);
  observe(cache.get("token"));
  clock.advance(1);
  observe(cache.get("token"));
  observe(s.keys()); // the expired entry was removed when read
});

test("sample_no_ttl_never_expires", () => {
  const clock = fakeNow();
  const cache = createExpiringStorage(fakeStorage());
  cache.set("theme", "dark");
  clock.advance(1e12);
  observe(cache.get("theme"));
});
