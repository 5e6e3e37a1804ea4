// Pushes each outcome as it arrives: results come in completion order, not input order.
function allSettled(items) {
  const list = Array.from(items);
  return new Promise((resolve) => {
    const out = [];
    let left = list.length;
    if (left === 0) resolve(out);
    list.forEach((item, i) => {
      Promise.resolve(item).then(
        (value) => {
          out.push({ status: "fulfilled", value });
          if (--left === 0) resolve(out);
        },
        (reason) => {
          out.push({ status: "rejected", reason });
          if (--left === 0) resolve(out);
        },
      );
    });
  });
}

function any(items) {
  const list = Array.from(items);
  return new Promise((resolve, reject) => {
    const errors = new Array(list.length);
    let left = list.length;
    if (left === 0) reject(new AggregateError(errors, "All promises were rejected"));
    list.forEach((item, i) => {
      Promise.resolve(item).then(resolve, (reason) => {
        errors[i] = reason; // input order, whatever order they fail in
        if (--left === 0) reject(new AggregateError(errors, "All promises were rejected"));
      });
    });
  });
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}
