function buildTree(items) {
  const ids = new Set(items.map((item) => item.id));
  const build = (item) => ({
    ...item,
    children: items.filter((c) => c.parentId === item.id && c.parentId != null).map(build), // O(n) per node
  });
  return items.filter((item) => item.parentId == null || !ids.has(item.parentId)).map(build);
}
