function flatten(arr, depth = 1) {
  const out = [];
  for (const item of arr) {
    if (Array.isArray(item) && depth > 0) {
      depth--;
      for (const x of flatten(item, depth)) out.push(x);
    } else {
      out.push(item);
    }
  }
  return out;
}
