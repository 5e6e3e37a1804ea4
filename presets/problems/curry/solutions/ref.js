function curry(fn) {
  const collect = (args) =>
    function curried(...more) {
      const all = args.concat(more); // a fresh array: partials never share state
      if (all.length >= fn.length && (more.length > 0 || fn.length === 0)) return fn.apply(this, all);
      return collect(all);
    };
  return collect([]);
}
