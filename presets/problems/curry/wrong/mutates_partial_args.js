function curry(fn) {
  return function curried(...args) {
    if (args.length >= fn.length) return fn.apply(this, args);
    return function next(...more) {
      args.push(...more); // mutates the partial's own array: reusing it sees old arguments
      return curried.apply(this, args);
    };
  };
}
