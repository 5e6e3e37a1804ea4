function buildTree(items) {
  const byId = new Map();
  for (const item of items) byId.set(item.id, { ...item, children: [] });
  const roots = [];
  for (const item of items) {
    const node = byId.get(item.id);
    const parent = item.parentId == null ? undefined : byId.get(item.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node); // a root, or an orphan whose parent is missing
  }
  return roots;
}
