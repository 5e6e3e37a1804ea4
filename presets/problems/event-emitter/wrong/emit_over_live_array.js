class EventEmitter {
  constructor() {
    this.events = {};
  }

  on(event, fn) {
    (this.events[event] = this.events[event] || []).push(fn);
    return this;
  }

  once(event, fn) {
    const wrapper = (...args) => {
      this.off(event, wrapper);
      fn(...args);
    };
    wrapper.original = fn;
    return this.on(event, wrapper);
  }

  off(event, fn) {
    const list = this.events[event] || [];
    for (let i = list.length - 1; i >= 0; i--) {
      if (list[i] === fn || list[i].original === fn) {
        list.splice(i, 1);
        break;
      }
    }
    return this;
  }

  emit(event, ...args) {
    const list = this.events[event] || [];
    if (list.length === 0) return false;
    for (let i = 0; i < list.length; i++) list[i](...args);
    return true;
  }

  listenerCount(event) {
    return (this.events[event] || []).length;
  }
}
