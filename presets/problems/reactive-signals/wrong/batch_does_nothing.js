// batch just calls fn: every set inside it runs the effects at once.
// The observer whose run is reading signals right now (an effect or a computed), if any.
let currentObserver = null;
let batchDepth = 0;
let nextId = 0;
const pending = new Set();

function track(subs) {
  if (currentObserver) {
    subs.add(currentObserver);
    currentObserver.sources.add(subs);
  }
}

// Forget every dependency: each run collects them afresh, so branches not taken stop counting.
function untrack(node) {
  for (const subs of node.sources) subs.delete(node);
  node.sources.clear();
}

function runAs(node, fn) {
  const prev = currentObserver;
  currentObserver = node;
  try {
    return fn();
  } finally {
    currentObserver = prev;
  }
}

function flush() {
  if (batchDepth > 0) return;
  // Marking reached every affected effect before any runs, so each runs once with settled values.
  while (pending.size) {
    let first = null;
    for (const e of pending) if (!first || e.id < first.id) first = e;
    pending.delete(first);
    first.run();
  }
}

function createSignal(value) {
  const subs = new Set();
  return {
    get() {
      track(subs);
      return value;
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const s of [...subs]) s.notify();
      flush();
    },
  };
}

function computed(fn) {
  const node = {
    id: nextId++,
    sources: new Set(),
    subs: new Set(),
    dirty: true,
    value: undefined,
    notify() {
      if (this.dirty) return;
      this.dirty = true;
      for (const s of [...this.subs]) s.notify();
    },
  };
  return {
    get() {
      track(node.subs);
      if (node.dirty) {
        untrack(node);
        node.value = runAs(node, fn);
        node.dirty = false;
      }
      return node.value;
    },
  };
}

function effect(fn) {
  const node = {
    id: nextId++,
    sources: new Set(),
    disposed: false,
    notify() {
      if (!this.disposed) pending.add(this);
    },
    run() {
      untrack(this);
      runAs(this, fn);
    },
  };
  node.run();
  return () => {
    node.disposed = true;
    pending.delete(node);
    untrack(node);
  };
}

function batch(fn) {
  return fn();
}
