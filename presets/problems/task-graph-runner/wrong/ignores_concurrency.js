function runTaskGraph(tasks, concurrency) {
  const names = Object.keys(tasks);
  for (const name of names) {
    for (const dep of tasks[name].deps) {
      if (!Object.hasOwn(tasks, dep)) return Promise.reject(new Error(`Unknown dependency: ${name} -> ${dep}`));
    }
  }
  // Kahn's algorithm: if some task never reaches in-degree 0, there is a cycle.
  const indegree = new Map(names.map((name) => [name, tasks[name].deps.length]));
  const queue = names.filter((name) => indegree.get(name) === 0);
  let seen = 0;
  while (queue.length > 0) {
    const done = queue.pop();
    seen++;
    for (const name of names) {
      for (const dep of tasks[name].deps) {
        if (dep !== done) continue;
        indegree.set(name, indegree.get(name) - 1);
        if (indegree.get(name) === 0) queue.push(name);
      }
    }
  }
  if (seen < names.length) return Promise.reject(new Error("Cycle detected"));

  return new Promise((resolve) => {
    const status = {};
    const order = [];
    let running = 0;
    let settled = 0;

    function pump() {
      // Anything depending on a failed or skipped task is skipped (repeat until nothing changes).
      for (let changed = true; changed; ) {
        changed = false;
        for (const name of names) {
          if (status[name] === undefined && tasks[name].deps.some((d) => status[d] === "failed" || status[d] === "skipped")) {
            status[name] = "skipped";
            settled++;
            changed = true;
          }
        }
      }
      for (const name of names) {
        if (status[name] === undefined && tasks[name].deps.every((d) => status[d] === "ok")) start(name);
      }
      if (settled === names.length) resolve({ status, order });
    }

    function start(name) {
      status[name] = "running";
      running++;
      order.push(name);
      let result;
      try {
        result = Promise.resolve(tasks[name].run());
      } catch (error) {
        result = Promise.reject(error);
      }
      result.then(
        () => finish(name, "ok"),
        () => finish(name, "failed")
      );
    }

    function finish(name, outcome) {
      status[name] = outcome;
      running--;
      settled++;
      pump();
    }

    pump();
  });
}
