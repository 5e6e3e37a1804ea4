// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// el("li#x.a.b", child, …) builds an element with parent links; a name is returned for observing.
function el(spec, ...children) {
  const m = /^([a-z0-9]+)?(#[\w-]+)?((?:\.[\w-]+)*)$/.exec(spec);
  const node = { tag: m[1] || "div", id: m[2] ? m[2].slice(1) : "", classes: m[3] ? m[3].slice(1).split(".") : [], parent: null, children, name: spec };
  for (const c of children) c.parent = node;
  return node;
}

const find = (root, name) => {
  if (root.name === name) return root;
  for (const c of root.children) {
    const hit = find(c, name);
    if (hit) return hit;
  }
  return null;
};

const nameOf = (node) => (node ? node.name : null);

function page() {
  return el(
    "body",
    el("div#app.layout",
      el("ul.menu", el("li.item.active", el("a.link")), el("li.item", el("a.link.external"))),
      el("section.content", el("p.note", el("span.icon"))),
    ),
  );
}

test("sample_matches", () => {
  const root = page();
  const link = find(root, "a.link");
  observe(matches(link, "a"));
  observe(matches(link, ".menu a"));
  observe(matches(link, "ul > a"));
  observe(matches(link, "ul > li > a.link"));
  observe(matches(link, "section a, li.active > a"));
});

test("sample_closest_for_event_delegation", () => {
  const root = page();
  const menu = find(root, "ul.menu");
  const target = find(root, "a.link.external");
  observe(nameOf(closest(target, "li", menu)));
  observe(nameOf(closest(target, ".layout", menu))); // outside the delegation root
  observe(nameOf(closest(target, "a", menu))); // the target itself counts
});
