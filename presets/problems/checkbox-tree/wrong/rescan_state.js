// Stores only the leaves' checks and derives a parent's state by walking its subtree on every
// call: O(subtree) per state(), too slow for a wide parent.
function createCheckboxTree(roots) {
  const nodes = new Map();
  const leaves = [];
  function build(spec, parent, parentDisabled) {
    const node = { id: spec.id, parent, kids: [], disabled: parentDisabled || spec.disabled === true, checked: spec.checked === true };
    nodes.set(spec.id, node);
    const children = spec.children || [];
    if (children.length === 0) leaves.push(node);
    for (const c of children) node.kids.push(build(c, node, node.disabled));
    return node;
  }
  for (const r of roots) build(r, null, false);
  const find = (id) => {
    const n = nodes.get(id);
    if (!n) throw new Error("unknown id " + id);
    return n;
  };
  function count(node) {
    if (node.kids.length === 0) return [1, node.checked ? 1 : 0, node.disabled ? 0 : 1, !node.disabled && node.checked ? 1 : 0];
    const c = [0, 0, 0, 0];
    for (const k of node.kids) count(k).forEach((v, i) => (c[i] += v));
    return c;
  }
  function setAll(node, value) {
    if (node.kids.length === 0) {
      if (!node.disabled) node.checked = value;
    } else node.kids.forEach((k) => setAll(k, value));
  }
  return {
    toggle(id) {
      const node = find(id);
      const [, , et, eo] = count(node);
      if (node.disabled || et === 0) return;
      setAll(node, eo < et);
    },
    state(id) {
      const [t, o] = count(find(id));
      return o === t ? "checked" : o === 0 ? "unchecked" : "indeterminate";
    },
    checkedLeaves: () => leaves.filter((l) => l.checked).map((l) => l.id),
  };
}
