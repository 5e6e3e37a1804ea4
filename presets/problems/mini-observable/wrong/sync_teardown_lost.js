// A producer that finishes synchronously returns its teardown too late: it is never run.
// A "safe" subscriber stops delivering after error, complete or unsubscribe, and runs the
// teardown exactly once. It also counts as closed when the observer it feeds is closed (operators
// pass `closed` through), so a synchronous producer sees `closed` as soon as nobody downstream
// wants values.
class Observable {
  constructor(subscribeFn) {
    this._subscribeFn = subscribeFn;
  }

  static of(...values) {
    return new Observable((observer) => {
      for (const v of values) observer.next(v);
      observer.complete();
    });
  }

  subscribe(observerOrNext) {
    const target =
      typeof observerOrNext === "function" ? { next: observerOrNext } : observerOrNext || {};
    let done = false;
    const closed = () => done || !!target.closed;
    let teardown = null;
    let tornDown = false;
    const runTeardown = () => {
      if (tornDown || !teardown) return;
      tornDown = true;
      teardown();
    };
    const close = () => {
      done = true;
      runTeardown();
    };
    const observer = {
      next(v) {
        if (!closed() && target.next) target.next(v);
      },
      error(e) {
        if (closed()) return;
        done = true;
        if (target.error) target.error(e);
        runTeardown();
      },
      complete() {
        if (closed()) return;
        done = true;
        if (target.complete) target.complete();
        runTeardown();
      },
      get closed() {
        return closed();
      },
    };
    try {
      const result = this._subscribeFn(observer);
      teardown = typeof result === "function" ? result : result && typeof result.unsubscribe === "function" ? () => result.unsubscribe() : null;
    } catch (e) {
      observer.error(e);
    }
    // The producer may have finished synchronously before its teardown was known: run it now.
    return {
      unsubscribe: close,
      get closed() {
        return closed();
      },
    };
  }

  map(fn) {
    return new Observable((observer) =>
      this.subscribe({
        next(v) {
          let out;
          try {
            out = fn(v);
          } catch (e) {
            observer.error(e);
            return;
          }
          observer.next(out);
        },
        error: (e) => observer.error(e),
        complete: () => observer.complete(),
        get closed() {
          return observer.closed;
        },
      }),
    );
  }

  filter(pred) {
    return new Observable((observer) =>
      this.subscribe({
        next(v) {
          let keep;
          try {
            keep = pred(v);
          } catch (e) {
            observer.error(e);
            return;
          }
          if (keep) observer.next(v);
        },
        error: (e) => observer.error(e),
        complete: () => observer.complete(),
        get closed() {
          return observer.closed;
        },
      }),
    );
  }

  take(n) {
    return new Observable((observer) => {
      if (n <= 0) {
        observer.complete();
        return undefined;
      }
      let seen = 0;
      return this.subscribe({
        next(v) {
          seen++;
          observer.next(v);
          if (seen >= n) observer.complete();
        },
        error: (e) => observer.error(e),
        complete: () => observer.complete(),
        get closed() {
          return observer.closed;
        },
      });
    });
  }
}
