// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// h("div", { id: "a" }, "text", h("b")) builds an element node.
const h = (tag, props, ...children) => ({ tag, props: props || {}, children });

const clone = (x) => JSON.parse(JSON.stringify(x));

// Applies the patches in order to a copy of the tree, as a renderer would.
function applyPatches(tree, patches) {
  const root = { children: [clone(tree)] };
  const parentOf = (path) => {
    let node = root;
    let index = 0;
    for (const step of [0, ...path.slice(0, -1)]) node = node.children[step];
    index = path.length ? path[path.length - 1] : 0;
    if (!path.length) node = root;
    return [node, index];
  };
  for (const p of patches) {
    const [parent, i] = parentOf(p.path);
    if (p.type === "TEXT") parent.children[i] = p.text;
    else if (p.type === "REPLACE") parent.children[i] = clone(p.node);
    else if (p.type === "INSERT") parent.children.splice(i, 0, clone(p.node));
    else if (p.type === "REMOVE") parent.children.splice(i, 1);
    else if (p.type === "PROPS") {
      const el = parent.children[i];
      Object.assign(el.props, p.set);
      for (const k of p.remove) delete el.props[k];
    }
  }
  return root.children[0];
}

// Observes the patches, whether applying them yields the new tree, and that the inputs are intact.
function check(a, b) {
  const before = JSON.stringify([a, b]);
  const patches = diff(a, b);
  observe(patches);
  observe(JSON.stringify(applyPatches(a, patches)) === JSON.stringify(b));
  observe(JSON.stringify([a, b]) === before);
}

test("sample_text_and_props", () => {
  check(
    h("ul", { class: "list" }, h("li", {}, "one"), h("li", {}, "two")),
    h("ul", { class: "list big" }, h("li", {}, "one"), h("li", {}, "2")),
  );
});

test("sample_insert_and_remove_children", () => {
  check(h("div", {}, "a", "b", "c", "d"), h("div", {}, "a"));
  check(h("div", {}, "a"), h("div", {}, "a", h("span", {}, "b"), "c"));
});
