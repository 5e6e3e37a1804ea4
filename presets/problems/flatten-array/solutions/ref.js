function flatten(arr, depth = 1) {
  const out = [];
  const walk = (items, d) => {
    for (const item of items) {
      if (Array.isArray(item) && d > 0) walk(item, d - 1);
      else out.push(item);
    }
  };
  walk(arr, depth);
  return out;
}
