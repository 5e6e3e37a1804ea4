// Tries the routes in registration order and returns the first that fits: `/users/:id` added
// before `/users/me` swallows it.
class Router {
  constructor() {
    this.routes = [];
  }

  add(pattern, name) {
    this.routes.push({ segs: pattern.split("/").slice(1).filter((s, i, a) => s !== "" || i < a.length - 1), name });
    return this;
  }

  match(url) {
    const segs = url.split(/[?#]/)[0].split("/").slice(1);
    if (segs.length && segs[segs.length - 1] === "") segs.pop();
    for (const r of this.routes) {
      const params = {};
      let ok = true;
      let i = 0;
      for (; i < r.segs.length; i++) {
        const p = r.segs[i];
        if (p === "*") {
          params["*"] = segs.slice(i).map(decodeURIComponent).join("/");
          i = segs.length;
          break;
        }
        if (i >= segs.length) {
          ok = false;
          break;
        }
        if (p.startsWith(":")) {
          if (segs[i] === "") ok = false;
          params[p.slice(1)] = decodeURIComponent(segs[i]);
        } else if (p !== segs[i]) ok = false;
        if (!ok) break;
      }
      if (ok && i === segs.length) return { name: r.name, params };
    }
    return null;
  }
}
