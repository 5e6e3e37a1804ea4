function runInSlices(tasks, options = {}) {
  const budget = options.budget === undefined ? 5 : options.budget;
  const { onSlice, signal } = options;
  return new Promise((resolve, reject) => {
    const results = [];
    let next = 0;

    function slice() {
      const start = Date.now();
      while (next < tasks.length) {
        if (Date.now() - start >= budget) break; // may stop before running any task
        if (signal && signal.aborted) {
          reject(signal.reason);
          return;
        }
        try {
          results.push(tasks[next]());
        } catch (error) {
          reject(error);
          return;
        }
        next++;
      }
      if (tasks.length > 0 && onSlice) onSlice(next, tasks.length);
      if (next === tasks.length) resolve(results);
      else setTimeout(slice); // a macrotask (delay 0): input, rendering and other timers get their turn
    }

    setTimeout(slice); // delay 0: never block the caller
  });
}
