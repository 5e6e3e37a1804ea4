function buildTree(items) {
  const byId = new Map();
  for (const item of items) {
    item.children = []; // writes into the caller's objects
    byId.set(item.id, item);
  }
  const roots = [];
  for (const item of items) {
    const parent = item.parentId == null ? undefined : byId.get(item.parentId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}
