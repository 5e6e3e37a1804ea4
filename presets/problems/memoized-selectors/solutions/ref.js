function createSelector(...fns) {
  const combiner = fns.pop();
  const inputs = Array.isArray(fns[0]) ? fns[0] : fns;
  let hasResult = false;
  let lastArgs = [];
  let lastInputs = [];
  let lastResult;
  let count = 0;
  const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  function selector(...args) {
    if (hasResult && sameList(args, lastArgs)) return lastResult; // same arguments: nothing to do
    lastArgs = args;
    const results = inputs.map((fn) => fn(...args));
    if (hasResult && sameList(results, lastInputs)) return lastResult; // same inputs: skip combiner
    lastInputs = results;
    lastResult = combiner(...results);
    hasResult = true;
    count++;
    return lastResult;
  }
  selector.recomputations = () => count;
  selector.resetRecomputations = () => {
    count = 0;
  };
  return selector;
}
