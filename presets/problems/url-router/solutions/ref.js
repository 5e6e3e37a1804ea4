// A trie of path segments: static children, one shared param child, and a wildcard end. Param
// names belong to each route (two routes may name the same position differently), so they are
// kept where the route ends and the values are collected by position while walking.
class Router {
  constructor() {
    this.root = Router.node();
  }

  static node() {
    return { statics: new Map(), param: null, wildcard: null, route: null };
  }

  static segments(path) {
    const parts = path.split("/").slice(1);
    if (parts.length && parts[parts.length - 1] === "") parts.pop(); // "/users/" == "/users"
    return parts;
  }

  add(pattern, name) {
    let node = this.root;
    const names = [];
    for (const seg of Router.segments(pattern)) {
      if (seg === "*") {
        node.wildcard = { name, names };
        return this;
      }
      if (seg.startsWith(":")) {
        names.push(seg.slice(1));
        if (!node.param) node.param = Router.node();
        node = node.param;
      } else {
        if (!node.statics.has(seg)) node.statics.set(seg, Router.node());
        node = node.statics.get(seg);
      }
    }
    node.route = { name, names };
    return this;
  }

  match(url) {
    const segs = Router.segments(url.split(/[?#]/)[0]);
    const values = [];
    const found = (route, rest) => {
      const params = {};
      route.names.forEach((n, k) => (params[n] = decodeURIComponent(values[k])));
      if (rest !== null) params["*"] = rest.map(decodeURIComponent).join("/");
      return { name: route.name, params };
    };
    // Depth-first, static before param before wildcard; a dead end falls back to the next choice.
    const walk = (node, i) => {
      if (i === segs.length && node.route) return found(node.route, null);
      if (i < segs.length) {
        const stat = node.statics.get(segs[i]);
        const hit = stat && walk(stat, i + 1);
        if (hit) return hit;
        if (node.param && segs[i] !== "") {
          values.push(segs[i]);
          const hit2 = walk(node.param, i + 1);
          values.pop();
          if (hit2) return hit2;
        }
      }
      return node.wildcard ? found(node.wildcard, segs.slice(i)) : null;
    };
    return walk(this.root, 0);
  }
}
