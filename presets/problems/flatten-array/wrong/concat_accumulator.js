function flatten(arr, depth = 1) {
  return arr.reduce(
    (acc, item) => (Array.isArray(item) && depth > 0 ? acc.concat(flatten(item, depth - 1)) : acc.concat([item])),
    [],
  );
}
