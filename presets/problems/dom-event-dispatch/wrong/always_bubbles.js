class EventNode {
  constructor(name, parent = null) {
    this.name = name;
    this.parent = parent;
    this.listeners = []; // { type, fn, capture, once, removed }
  }

  addEventListener(type, fn, options = {}) {
    const capture = typeof options === "boolean" ? options : !!options.capture;
    const once = typeof options === "object" && !!options.once;
    if (this.listeners.some((l) => l.type === type && l.fn === fn && l.capture === capture)) return;
    this.listeners.push({ type, fn, capture, once, removed: false });
  }

  removeEventListener(type, fn, options = {}) {
    const capture = typeof options === "boolean" ? options : !!options.capture;
    const i = this.listeners.findIndex((l) => l.type === type && l.fn === fn && l.capture === capture);
    if (i < 0) return;
    this.listeners[i].removed = true; // a snapshot taken by a running dispatch must skip it
    this.listeners.splice(i, 1);
  }

  dispatch(type, { bubbles = true, cancelable = true } = {}) {
    let stop = false;
    let stopNow = false;
    const event = {
      type,
      bubbles,
      cancelable,
      target: this,
      currentTarget: null,
      eventPhase: 0,
      defaultPrevented: false,
      stopPropagation() {
        stop = true;
      },
      stopImmediatePropagation() {
        stop = true;
        stopNow = true;
      },
      preventDefault() {
        if (cancelable) event.defaultPrevented = true;
      },
    };
    const path = [];
    for (let n = this; n; n = n.parent) path.push(n); // fixed when the dispatch starts
    const invoke = (node, phase, capture) => {
      if (stop) return;
      event.currentTarget = node;
      event.eventPhase = phase;
      const snapshot = node.listeners.filter((l) => l.type === type && l.capture === capture);
      for (const l of snapshot) {
        if (l.removed) continue;
        if (l.once) node.removeEventListener(type, l.fn, { capture });
        l.fn.call(node, event);
        if (stopNow) return;
      }
    };
    for (let i = path.length - 1; i >= 1; i--) invoke(path[i], 1, true);
    invoke(this, 2, true);
    invoke(this, 2, false);
    for (let i = 1; i < path.length; i++) invoke(path[i], 3, false);
    event.currentTarget = null;
    event.eventPhase = 0;
    return !event.defaultPrevented;
  }
}
