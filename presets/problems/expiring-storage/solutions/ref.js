function createExpiringStorage(storage, prefix = "") {
  // Our entries are JSON objects { value, expires }; anything else under a key is not ours.
  function read(fullKey) {
    const raw = storage.getItem(fullKey);
    if (raw === null) return null;
    try {
      const entry = JSON.parse(raw);
      if (entry !== null && typeof entry === "object" && "value" in entry && "expires" in entry) return entry;
    } catch (e) {
      // not JSON: not ours
    }
    return null;
  }

  const isExpired = (entry) => entry.expires !== null && Date.now() >= entry.expires;

  return {
    set(key, value, ttl) {
      if (value === undefined) {
        storage.removeItem(prefix + key);
        return true;
      }
      const expires = ttl === undefined ? null : Date.now() + ttl;
      try {
        storage.setItem(prefix + key, JSON.stringify({ value, expires }));
        return true;
      } catch (e) {
        return false; // quota exceeded, storage disabled …
      }
    },
    get(key) {
      const entry = read(prefix + key);
      if (entry === null) return null;
      if (isExpired(entry)) {
        storage.removeItem(prefix + key);
        return null;
      }
      return entry.value;
    },
    remove(key) {
      storage.removeItem(prefix + key);
    },
    prune() {
      const keys = []; // collect first: removing while indexing would skip keys
      for (let i = 0; i < storage.length; i++) keys.push(storage.key(i));
      let removed = 0;
      for (const key of keys) {
        if (!key.startsWith(prefix)) continue;
        const entry = read(key);
        if (entry !== null && isExpired(entry)) {
          storage.removeItem(key);
          removed++;
        }
      }
      return removed;
    },
  };
}
