function buildTree(items) {
  const byId = new Map();
  for (const item of items) byId.set(item.id, { ...item, children: [] });
  const roots = [];
  for (const item of items) {
    const node = byId.get(item.id);
    if (item.parentId == null) roots.push(node);
    else if (byId.has(item.parentId)) byId.get(item.parentId).children.push(node);
    // an orphan is silently lost
  }
  return roots;
}
