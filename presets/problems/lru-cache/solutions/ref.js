class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Map(); // insertion order = recency order
  }

  get(key) {
    if (!this.items.has(key)) return -1;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }

  put(key, value) {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) {
      this.items.delete(this.items.keys().next().value);
    }
  }
}
