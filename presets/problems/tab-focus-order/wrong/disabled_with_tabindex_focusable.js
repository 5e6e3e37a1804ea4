const CONTROLS = new Set(["button", "input", "select", "textarea"]);

function tabOrder(root) {
  const positive = [], normal = [];
  let seq = 0;
  const visit = (node) => {
    if (node.hidden) return; // display: none hides the whole subtree
    const control = CONTROLS.has(node.tag);
    const native = (control && !node.disabled) || (node.tag === "a" && node.href !== undefined);
    const ti = node.tabindex;
    const disabledControl = control && node.disabled && ti === undefined;
    if (!disabledControl) {
      if (ti === undefined) { if (native) normal.push(node.id); }
      else if (ti > 0) positive.push([ti, seq++, node.id]);
      else if (ti === 0) normal.push(node.id);
    }
    for (const child of node.children || []) visit(child);
  };
  visit(root);
  positive.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return positive.map((p) => p[2]).concat(normal);
}

function nextFocus(root, currentId, backwards) {
  const order = tabOrder(root);
  if (order.length === 0) return null;
  const at = order.indexOf(currentId);
  if (at < 0) return backwards ? order[order.length - 1] : order[0];
  const n = order.length;
  return order[(at + (backwards ? n - 1 : 1)) % n];
}
