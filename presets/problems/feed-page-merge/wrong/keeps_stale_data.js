function createFeed(getId) {
  let order = []; // ids in display order
  const byId = new Map(); // id -> latest item

  // Updates items already shown (in place) and returns the unseen ones, first occurrence only.
  function absorb(items) {
    const fresh = [];
    for (const item of items) {
      const id = getId(item);
      if (!byId.has(id)) {
        fresh.push(id);
        byId.set(id, item); // a newer copy of a shown item is ignored
      }
    }
    return fresh;
  }

  return {
    appendPage(items) {
      for (const id of absorb(items)) order.push(id);
    },
    prependPage(items) {
      order = absorb(items).concat(order); // the page's own order is kept on top
    },
    remove(id) {
      if (!byId.delete(id)) return false;
      order = order.filter((x) => x !== id);
      return true;
    },
    items() {
      return order.map((id) => byId.get(id));
    },
    size() {
      return order.length;
    },
  };
}
