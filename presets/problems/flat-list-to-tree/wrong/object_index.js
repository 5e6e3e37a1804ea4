function buildTree(items) {
  const byId = {}; // keys become strings: 1 and "1" collide
  for (const item of items) byId[item.id] = { ...item, children: [] };
  const roots = [];
  for (const item of items) {
    const node = byId[item.id];
    const parent = item.parentId == null ? undefined : byId[item.parentId];
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
