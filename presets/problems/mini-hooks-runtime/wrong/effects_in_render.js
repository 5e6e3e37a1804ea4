let currentRoot = null; // the root whose component is rendering
let hookIndex = 0;

function createRoot(component) {
  const root = {
    hooks: [],
    output: undefined,
    props: undefined,
    mounted: true,
    scheduled: false,
    renders: 0,
  };
  const run = () => {
    root.scheduled = false;
    if (!root.mounted) return;
    currentRoot = root;
    hookIndex = 0;
    root.renders++;
    try {
      root.output = component(root.props);
    } finally {
      currentRoot = null;
    }
    // commit: all cleanups of effects that re-run, then their bodies, in hook order
    const due = root.hooks.filter((h) => h.kind === "effect" && h.pending);
    for (const h of due) {
      if (h.cleanup) h.cleanup();
      h.cleanup = undefined;
    }
    for (const h of due) {
      h.pending = false;
      const result = h.fn();
      h.cleanup = typeof result === "function" ? result : undefined;
    }
  };
  root.schedule = () => {
    if (root.scheduled || !root.mounted) return;
    root.scheduled = true;
    queueMicrotask(run); // batch every update made before the microtask runs
  };
  return {
    render(props) {
      root.props = props;
      run();
      return root.output;
    },
    output: () => root.output,
    renders: () => root.renders,
    unmount() {
      if (!root.mounted) return;
      root.mounted = false;
      for (const h of root.hooks) {
        if (h.kind === "effect" && h.cleanup) {
          const c = h.cleanup;
          h.cleanup = undefined;
          c();
        }
      }
    },
  };
}

function depsChanged(prev, next) {
  if (prev === undefined || next === undefined) return true;
  if (prev.length !== next.length) return true;
  return next.some((d, i) => !Object.is(d, prev[i]));
}

function useState(initial) {
  const root = currentRoot;
  const i = hookIndex++;
  if (root.hooks.length <= i) {
    const hook = { kind: "state", value: typeof initial === "function" ? initial() : initial };
    hook.set = (next) => {
      const value = typeof next === "function" ? next(hook.value) : next;
      if (Object.is(value, hook.value)) return; // no change, no render
      hook.value = value;
      root.schedule();
    };
    root.hooks.push(hook);
  }
  const hook = root.hooks[i];
  return [hook.value, hook.set];
}

function useEffect(fn, deps) {
  const root = currentRoot;
  const i = hookIndex++;
  if (root.hooks.length <= i) {
    const hook = { kind: "effect", fn, deps, pending: false, cleanup: undefined };
    root.hooks.push(hook);
    const r = fn(); // runs during render, before the component has returned
    hook.cleanup = typeof r === "function" ? r : undefined;
    return;
  }
  const hook = root.hooks[i];
  if (depsChanged(hook.deps, deps)) {
    hook.deps = deps;
    if (hook.cleanup) hook.cleanup();
    const r = fn();
    hook.cleanup = typeof r === "function" ? r : undefined;
  }
}

function useMemo(fn, deps) {
  const root = currentRoot;
  const i = hookIndex++;
  if (root.hooks.length <= i) {
    root.hooks.push({ kind: "memo", value: fn(), deps });
  } else if (depsChanged(root.hooks[i].deps, deps)) {
    root.hooks[i].value = fn();
    root.hooks[i].deps = deps;
  }
  return root.hooks[i].value;
}

function useRef(initial) {
  const root = currentRoot;
  const i = hookIndex++;
  if (root.hooks.length <= i) root.hooks.push({ kind: "ref", value: { current: initial } });
  return root.hooks[i].value;
}
