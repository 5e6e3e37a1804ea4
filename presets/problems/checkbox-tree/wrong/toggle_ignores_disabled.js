function createCheckboxTree(roots) {
  const nodes = new Map();
  const leaves = []; // in tree order, for checkedLeaves()

  // Each node counts the leaves under it: all / checked, and the enabled ones among them.
  function build(spec, parent, parentDisabled) {
    if (nodes.has(spec.id)) throw new Error(`duplicate id ${spec.id}`);
    const children = spec.children || [];
    const node = {
      id: spec.id,
      parent,
      kids: [],
      disabled: parentDisabled || spec.disabled === true,
      total: 0,
      on: 0,
      enabledTotal: 0,
      enabledOn: 0,
    };
    nodes.set(spec.id, node);
    if (children.length === 0) {
      const on = spec.checked === true ? 1 : 0;
      node.total = 1;
      node.on = on;
      if (!node.disabled) {
        node.enabledTotal = 1;
        node.enabledOn = on;
      }
      leaves.push(node);
    } else {
      for (const child of children) {
        const kid = build(child, node, node.disabled);
        node.kids.push(kid);
        node.total += kid.total;
        node.on += kid.on;
        node.enabledTotal += kid.enabledTotal;
        node.enabledOn += kid.enabledOn;
      }
    }
    return node;
  }
  for (const root of roots) build(root, null, false);

  function find(id) {
    const node = nodes.get(id);
    if (!node) throw new Error(`unknown id ${id}`);
    return node;
  }

  // Sets every leaf under node, disabled ones too (the bug), to `value`; returns the change in checked leaves.
  function setAll(node, value) {
    let delta;
    if (node.kids.length === 0) {
      const want = value ? 1 : 0;
      delta = want - node.on;
    } else {
      delta = 0;
      for (const kid of node.kids) delta += setAll(kid, value);
    }
    node.on += delta;
    if (!node.disabled) node.enabledOn += delta;
    return delta;
  }

  return {
    toggle(id) {
      const node = find(id);
      if (node.enabledTotal === 0) return; // also covers a disabled node: its leaves are all disabled
      const delta = setAll(node, node.enabledOn < node.enabledTotal);
      for (let p = node.parent; p !== null; p = p.parent) {
        p.on += delta;
        p.enabledOn += delta;
      }
    },
    state(id) {
      const node = find(id);
      if (node.on === node.total) return "checked";
      return node.on === 0 ? "unchecked" : "indeterminate";
    },
    checkedLeaves() {
      return leaves.filter((leaf) => leaf.on === 1).map((leaf) => leaf.id);
    },
  };
}
