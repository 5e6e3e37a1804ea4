function createRegistry() {
  const definitions = new Map(); // name -> { deps, factory }
  const values = new Map(); // name -> the factory's result, once it succeeded

  function define(name, deps, factory) {
    if (definitions.has(name)) throw new Error(`Module already defined: ${name}`);
    definitions.set(name, { deps: deps.slice(), factory });
  }

  // `stack` is the chain of modules being instantiated right now, outermost first.
  function load(name, stack) {
    if (values.has(name)) return values.get(name);
    const at = stack.indexOf(name);
    if (at !== -1) throw new Error(`Cycle: ${stack.slice(at).concat(name).join(" > ")}`);
    const definition = definitions.get(name);
    if (definition === undefined) {
      throw new Error(stack.length === 0 ? `Unknown module: ${name}` : `Unknown module: ${name} (required by ${stack.join(" > ")})`);
    }
    stack.push(name);
    try {
      const args = definition.deps.map((dep) => load(dep, stack));
      const value = definition.factory(...args); // a throw leaves nothing cached
      values.set(name, value);
      return value;
    } finally {
      stack.pop(); // also on failure, or a retry would see a false cycle
    }
  }

  return {
    define,
    require: (name) => load(name, []),
  };
}
