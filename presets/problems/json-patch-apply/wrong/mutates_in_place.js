function applyPatch(doc, ops) {
  let root = doc; // patches the caller's document in place
  ops.forEach((op, index) => {
    try {
      root = applyOperation(root, op);
    } catch (cause) {
      const error = new Error(`operation ${index} failed: ${cause.message}`);
      error.index = index;
      throw error;
    }
  });
  return root;
}

function clone(value) {
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value)) setOwn(out, key, clone(value[key]));
    return out;
  }
  return value;
}

// An own property even for "__proto__": plain assignment would replace the prototype instead.
function setOwn(object, key, value) {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

function parsePointer(pointer) {
  if (typeof pointer !== "string") throw new Error("a pointer must be a string");
  if (pointer === "") return [];
  if (pointer[0] !== "/") throw new Error(`bad pointer ${pointer}`);
  return pointer.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function arrayIndex(array, token, allowEnd) {
  if (allowEnd && token === "-") return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new Error(`bad array index ${token}`);
  const index = Number(token);
  const limit = allowEnd ? array.length : array.length - 1;
  if (index > limit) throw new Error(`index ${token} out of range`);
  return index;
}

function get(root, tokens) {
  let node = root;
  for (const token of tokens) {
    if (Array.isArray(node)) node = node[arrayIndex(node, token, false)];
    else if (node !== null && typeof node === "object" && hasOwn(node, token)) node = node[token];
    else throw new Error(`no value at /${tokens.join("/")}`);
  }
  return node;
}

function parentOf(root, tokens) {
  const parent = get(root, tokens.slice(0, -1));
  if (parent === null || typeof parent !== "object") throw new Error("parent is not an object or array");
  return parent;
}

function add(root, tokens, value) {
  if (tokens.length === 0) return value;
  const parent = parentOf(root, tokens);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, true), 0, value);
  else setOwn(parent, last, value);
  return root;
}

function remove(root, tokens) {
  if (tokens.length === 0) throw new Error("cannot remove the whole document");
  const parent = parentOf(root, tokens);
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) return parent.splice(arrayIndex(parent, last, false), 1)[0];
  if (!hasOwn(parent, last)) throw new Error(`no value at ${last}`);
  const value = parent[last];
  delete parent[last];
  return value;
}

function equal(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => hasOwn(b, k) && equal(a[k], b[k]));
}

function applyOperation(root, op) {
  const path = parsePointer(op.path);
  switch (op.op) {
    case "add":
      return add(root, path, clone(op.value));
    case "remove":
      remove(root, path);
      return root;
    case "replace":
      get(root, path); // must exist
      if (path.length === 0) return clone(op.value);
      remove(root, path);
      return add(root, path, clone(op.value));
    case "move": {
      const from = parsePointer(op.from);
      if (from.length < path.length && from.every((t, i) => t === path[i])) throw new Error("cannot move a value into itself");
      if (from.length === 0) return get(root, path); // moving the root onto itself
      return add(root, path, remove(root, from));
    }
    case "copy":
      return add(root, path, clone(get(root, parsePointer(op.from))));
    case "test":
      if (!equal(get(root, path), op.value)) throw new Error("test failed");
      return root;
    default:
      throw new Error(`unknown op ${op.op}`);
  }
}
