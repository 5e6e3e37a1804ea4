function latest(fn) {
  let controller = null; // the newest call's controller while callers are waiting
  let waiting = []; // [resolve, reject] of every caller not yet settled
  let generation = 0;

  const settleAll = (ok, value) => {
    const callers = waiting;
    waiting = [];
    controller = null;
    for (const [resolve, reject] of callers) (ok ? resolve : reject)(value);
  };

  function run(...args) {
    if (controller) controller.abort();
    const mine = ++generation;
    const ctl = new AbortController();
    controller = ctl;
    const result = new Promise((resolve, reject) => waiting.push([resolve, reject]));
    let started;
    started = Promise.resolve(fn(...args, ctl.signal));
    started.then(
      (v) => { if (mine === generation) settleAll(true, v); },
      (e) => { if (mine === generation) settleAll(false, e); },
    );
    return result;
  }

  run.cancel = () => {
    if (waiting.length === 0) return;
    generation++; // whatever is in flight no longer counts
    const ctl = controller;
    const err = new Error("cancelled");
    err.name = "AbortError";
    settleAll(false, err);
    if (ctl) ctl.abort();
  };

  return run;
}
