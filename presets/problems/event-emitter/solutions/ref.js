class EventEmitter {
  constructor() {
    this.listeners = new Map(); // event -> array of { fn, once }
  }

  on(event, fn) {
    return this.add(event, fn, false);
  }

  once(event, fn) {
    return this.add(event, fn, true);
  }

  add(event, fn, once) {
    if (!this.listeners.has(event)) this.listeners.set(event, []);
    this.listeners.get(event).push({ fn, once });
    return this;
  }

  off(event, fn) {
    const list = this.listeners.get(event);
    if (!list) return this;
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i].fn === fn) {
        list.splice(i, 1);
        break;
      }
    }
    if (list.length === 0) this.listeners.delete(event);
    return this;
  }

  emit(event, ...args) {
    const list = this.listeners.get(event);
    if (!list || list.length === 0) return false;
    for (const entry of [...list]) {
      if (entry.once) {
        // Remove this exact registration before calling it.
        const i = list.indexOf(entry);
        if (i !== -1) list.splice(i, 1);
        if (list.length === 0 && this.listeners.get(event) === list) this.listeners.delete(event);
      }
      entry.fn.apply(this, args);
    }
    return true;
  }

  listenerCount(event) {
    const list = this.listeners.get(event);
    return list ? list.length : 0;
  }
}
