// Hidden tests.
test("empty_list", () => {
  observe(buildTree([]));
});

test("leaf_has_empty_children", () => {
  const out = buildTree([{ id: 7, label: "alone" }]);
  observe(out);
  observe(Array.isArray(out[0].children) && out[0].children.length === 0);
});

test("orphans_become_roots_in_order", () => {
  observe(buildTree([
    { id: 1, parentId: null, label: "a" },
    { id: 2, parentId: 99, label: "orphan" },
    { id: 3, parentId: 1, label: "c" },
    { id: 4, parentId: 42, label: "orphan too" },
  ]).map((n) => [n.id, n.children.map((c) => c.id)]));
});

test("undefined_parent_is_a_root", () => {
  observe(buildTree([{ id: 1 }, { id: 2, parentId: undefined }, { id: 3, parentId: 1 }]));
});

test("input_not_modified", () => {
  const items = [
    { id: 1, parentId: null, label: "x" },
    { id: 2, parentId: 1, label: "y" },
  ];
  const before = JSON.stringify(items);
  const out = buildTree(items);
  observe(JSON.stringify(items) === before);
  observe("children" in items[0]);
  observe(out[0] === items[0]);
  observe(out[0].children[0] === items[1]);
});

test("extra_fields_are_kept", () => {
  observe(buildTree([
    { id: 1, parentId: null, label: "Shop", href: "/shop", icon: "bag", meta: { badge: 3 } },
    { id: 2, parentId: 1, label: "Sale", href: "/shop/sale", hidden: false },
  ]));
});

test("number_and_string_ids_differ", () => {
  const out = buildTree([
    { id: 1, parentId: null, label: "number one" },
    { id: "1", parentId: null, label: "string one" },
    { id: 2, parentId: "1", label: "child of the string" },
    { id: 3, parentId: 1, label: "child of the number" },
  ]);
  observe(out.map((n) => [n.label, n.children.map((c) => c.label)]));
});

test("deep_chain_listed_backwards", () => {
  const items = [];
  for (let i = 6; i >= 1; i--) items.push({ id: i, parentId: i === 1 ? null : i - 1 });
  let node = buildTree(items)[0];
  const path = [];
  while (node) {
    path.push(node.id);
    node = node.children[0];
  }
  observe(path);
});

test("children_keep_input_order", () => {
  const out = buildTree([
    { id: "c3", parentId: "p" },
    { id: "c1", parentId: "p" },
    { id: "p", parentId: null },
    { id: "c2", parentId: "p" },
  ]);
  observe(out[0].children.map((c) => c.id));
});

test("zero_and_empty_string_ids", () => {
  const out = buildTree([
    { id: 0, parentId: null, label: "zero" },
    { id: "", parentId: 0, label: "empty" },
    { id: 5, parentId: "", label: "under empty" },
  ]);
  observe(out);
});

test("many_items_linear", () => {
  const items = [];
  const n = 60000;
  for (let i = n - 1; i >= 0; i--) items.push({ id: i, parentId: i === 0 ? null : Math.floor((i - 1) / 3) });
  const roots = buildTree(items);
  let count = 0;
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop();
    count++;
    stack.push(...node.children);
  }
  observe([roots.length, count, roots[0].children.map((c) => c.id)]);
});
