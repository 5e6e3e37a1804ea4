function curry(fn) {
  return function curried(...args) {
    if (args.length === fn.length) return fn.apply(this, args);
    return function (...more) {
      return curried.apply(this, args.concat(more));
    };
  };
}
