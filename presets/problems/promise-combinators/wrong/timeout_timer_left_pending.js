// Never clears the timer: it stays pending (and later rejects a settled promise) after an early result.
function allSettled(items) {
  const list = Array.from(items);
  return new Promise((resolve) => {
    const out = new Array(list.length);
    let left = list.length;
    if (left === 0) resolve(out);
    list.forEach((item, i) => {
      Promise.resolve(item).then(
        (value) => {
          out[i] = { status: "fulfilled", value };
          if (--left === 0) resolve(out);
        },
        (reason) => {
          out[i] = { status: "rejected", reason };
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
        resolve(value);
      },
      (reason) => {
        reject(reason);
      },
    );
  });
}
