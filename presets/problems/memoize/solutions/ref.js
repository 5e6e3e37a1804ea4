function memoize(fn) {
  // A trie of Maps: first keyed by the argument count, then by each argument (SameValueZero).
  const RESULT = Symbol("result");
  let root = new Map();

  function memoized(...args) {
    let node = root.get(args.length);
    if (!node) root.set(args.length, (node = new Map()));
    for (const arg of args) {
      let child = node.get(arg);
      if (!child) node.set(arg, (child = new Map()));
      node = child;
    }
    if (node.has(RESULT)) return node.get(RESULT);
    const value = fn.apply(this, args); // throws before caching anything
    node.set(RESULT, value);
    return value;
  }

  memoized.clear = () => {
    root = new Map();
  };
  return memoized;
}
