function buildTree(items) {
  const byId = new Map();
  const roots = [];
  for (const item of items) {
    const node = { ...item, children: [] };
    byId.set(item.id, node);
    const parent = item.parentId == null ? undefined : byId.get(item.parentId); // parent not seen yet?
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
