// Parses "a.b > .c d, #x" into alternatives; each is a list of compounds, right-most last, with the
// combinator that links every compound to the one on its left.
function parseSelector(selector) {
  const alternatives = [];
  for (const part of String(selector).split(",")) {
    const tokens = part.replace(/>/g, " > ").trim().split(/\s+/);
    if (tokens.length === 1 && tokens[0] === "") throw new SyntaxError("empty selector");
    const steps = [];
    let combinator = null;
    for (const tok of tokens) {
      if (tok === ">") {
        if (!steps.length || combinator) throw new SyntaxError("misplaced >");
        combinator = ">";
        continue;
      }
      const m = /^(\*|[A-Za-z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(tok);
      if (!m || (!m[1] && !m[2])) throw new SyntaxError("bad compound " + tok);
      const compound = { tag: m[1] && m[1] !== "*" ? m[1] : null, id: null, classes: [] };
      for (const [, kind, name] of m[2].matchAll(/([.#])([\w-]+)/g)) {
        if (kind === "#") compound.id = name;
        else compound.classes.push(name);
      }
      compound.combinator = steps.length ? combinator || " " : null;
      steps.push(compound);
      combinator = null;
    }
    if (combinator) throw new SyntaxError("trailing >");
    alternatives.push(steps);
  }
  return alternatives;
}

function matchesCompound(el, c) {
  if (c.tag && el.tag !== c.tag) return false;
  if (c.id && el.id !== c.id) return false;
  const classes = el.classes || [];
  return c.classes.every((name) => classes.includes(name));
}

// Does el match steps[0..=i]? A descendant step may need to try every ancestor, not only the
// nearest one that matches (`.x > .y .z` when the nearest `.y` is not a child of `.x`).
function matchFrom(el, steps, i) {
  if (!matchesCompound(el, steps[i])) return false;
  if (i === 0) return true;
  if (steps[i].combinator === ">") return !!el.parent && matchFrom(el.parent, steps, i - 1);
  for (let a = el.parent; a; a = a.parent) if (matchFrom(a, steps, i - 1)) return true;
  return false;
}

function matches(el, selector) {
  return parseSelector(selector).some((steps) => matchFrom(el, steps, steps.length - 1));
}

function closest(el, selector, root) {
  const alternatives = parseSelector(selector);
  const path = [];
  for (let node = el; node !== root; node = node.parent) {
    if (!node) return null; // el is not inside root
    path.push(node);
  }
  path.push(root);
  for (const node of path) {
    if (alternatives.some((steps) => matchFrom(node, steps, steps.length - 1))) return node;
  }
  return null;
}
