function promisePool(tasks, limit) {
  return new Promise((resolve, reject) => {
    const results = new Array(tasks.length);
    let next = 0;
    let finished = 0;
    let failed = false;

    const fail = (reason) => {
      if (!failed) {
        failed = true;
        reject(reason);
      }
    };

    const launch = () => {
      if (failed || next >= tasks.length) return;
      const i = next++;
      let promise;
      try {
        promise = Promise.resolve(tasks[i]());
      } catch (e) {
        fail(e);
        return;
      }
      promise.then((value) => {
        if (failed) return;
        results[i] = value;
        finished++;
        if (finished === tasks.length) resolve(results);
        else launch();
      }, fail); // every task has a rejection handler, so nothing goes unhandled
    };

    if (tasks.length === 0) resolve(results);
    for (let k = 0; k < Math.min(limit, tasks.length); k++) launch();
  });
}
