// Plain FIFO: the priority argument is accepted and ignored.
class TaskQueue {
  constructor(concurrency) {
    this.concurrency = concurrency;
    this.heap = []; // waiting entries, highest priority first, then oldest first
    this.seq = 0;
    this.active = 0;
    this.paused = false;
    this.idleWaiters = [];
  }

  get size() {
    return this.heap.length;
  }

  get running() {
    return this.active;
  }

  add(task, priority = 0) {
    return new Promise((resolve, reject) => {
      this._push({ task, priority, seq: this.seq++, resolve, reject });
      this._pump();
    });
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this._pump();
  }

  clear() {
    const dropped = this.heap;
    this.heap = [];
    for (const e of dropped) e.reject(new Error("cleared"));
    this._checkIdle();
  }

  onIdle() {
    if (this.active === 0 && this.heap.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  _pump() {
    while (!this.paused && this.active < this.concurrency && this.heap.length) {
      const e = this._pop();
      this.active++;
      let p;
      try {
        p = Promise.resolve(e.task());
      } catch (err) {
        p = Promise.reject(err);
      }
      p.then(e.resolve, e.reject).then(() => {
        this.active--;
        this._pump();
        this._checkIdle();
      });
    }
  }

  _checkIdle() {
    if (this.active === 0 && this.heap.length === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  // a comes before b
  _before(a, b) {
    return a.priority !== b.priority ? a.priority > b.priority : a.seq < b.seq;
  }

  _push(e) {
    this.heap.push(e);
  }

  _pushHeap(e) {
    const h = this.heap;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this._before(h[i], h[parent])) break;
      [h[i], h[parent]] = [h[parent], h[i]];
      i = parent;
    }
  }

  _pop() {
    return this.heap.shift();
  }

  _popHeap() {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < h.length && this._before(h[l], h[best])) best = l;
        if (r < h.length && this._before(h[r], h[best])) best = r;
        if (best === i) break;
        [h[i], h[best]] = [h[best], h[i]];
        i = best;
      }
    }
    return top;
  }
}
