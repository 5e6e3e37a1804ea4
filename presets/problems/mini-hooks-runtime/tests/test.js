// Hidden tests.
test("state_keeps_between_renders", async () => {
  let set;
  const app = createRoot(() => {
    const [a, setA] = useState("x");
    const [b] = useState(() => "lazy");
    set = setA;
    return a + b;
  });
  observe(app.render());
  set("y");
  await flush();
  observe(app.output());
  observe(app.render());
});

test("lazy_initial_runs_once", async () => {
  let calls = 0;
  let bump;
  const app = createRoot(() => {
    const [v, setV] = useState(() => {
      calls++;
      return 10;
    });
    bump = () => setV(v + 1);
    return v;
  });
  app.render();
  bump();
  await flush();
  app.render();
  observe([app.output(), calls]);
});

test("same_value_does_not_render", async () => {
  let set;
  const app = createRoot(() => {
    const [v, setV] = useState(NaN);
    set = setV;
    return String(v);
  });
  app.render();
  set(NaN);
  set((x) => x);
  await flush();
  observe(app.renders());
  set(0);
  await flush();
  set(-0); // Object.is(0, -0) is false
  await flush();
  observe([app.renders(), app.output()]);
});

test("updates_batch_into_one_render", async () => {
  let setA, setB;
  const app = createRoot(() => {
    const [a, sa] = useState(0);
    const [b, sb] = useState(0);
    setA = sa;
    setB = sb;
    return [a, b];
  });
  app.render();
  setA(1);
  setB(2);
  setA((x) => x + 10);
  observe(app.renders());
  await flush();
  observe([app.renders(), app.output()]);
});

test("updaters_see_the_latest_value", async () => {
  let inc;
  const app = createRoot(() => {
    const [n, setN] = useState(0);
    inc = () => setN((x) => x + 1);
    return n;
  });
  app.render();
  for (let i = 0; i < 5; i++) inc();
  await flush();
  observe([app.output(), app.renders()]);
});

test("effect_dependencies", async () => {
  const log = [];
  const app = createRoot(({ a, b }) => {
    useEffect(() => log.push("every render"));
    useEffect(() => log.push("once"), []);
    useEffect(() => log.push(`a=${a}`), [a]);
    useEffect(() => log.push(`a=${a} b=${b}`), [a, b]);
    return null;
  });
  app.render({ a: 1, b: 1 });
  log.push("--");
  app.render({ a: 1, b: 2 });
  log.push("--");
  app.render({ a: 2, b: 2 });
  observe(log);
});

test("nan_dependency_is_stable", async () => {
  let runs = 0;
  const app = createRoot(() => {
    useEffect(() => {
      runs++;
    }, [NaN]);
    return 0;
  });
  app.render();
  app.render();
  app.render();
  observe(runs);
});

test("effects_run_after_the_component_returns", async () => {
  const log = [];
  const app = createRoot(() => {
    log.push("render start");
    useEffect(() => log.push("effect"));
    log.push("render end");
    return 1;
  });
  app.render();
  observe(log);
});

test("all_cleanups_before_new_effects", async () => {
  const log = [];
  const app = createRoot(({ v }) => {
    useEffect(() => {
      log.push(`run 1 (${v})`);
      return () => log.push(`clean 1 (${v})`);
    }, [v]);
    useEffect(() => {
      log.push(`run 2 (${v})`);
      return () => log.push(`clean 2 (${v})`);
    }, [v]);
    return v;
  });
  app.render({ v: "a" });
  app.render({ v: "b" });
  observe(log);
});

test("effect_sets_state", async () => {
  const app = createRoot(() => {
    const [data, setData] = useState("loading");
    useEffect(() => {
      setData("loaded");
    }, []);
    return data;
  });
  observe(app.render());
  await flush();
  observe([app.output(), app.renders()]);
});

test("unmount_cleans_up_and_ignores_updates", async () => {
  const log = [];
  let set;
  const app = createRoot(() => {
    const [v, setV] = useState(1);
    set = setV;
    useEffect(() => () => log.push("cleanup A"), []);
    useEffect(() => {
      log.push("effect B");
    });
    useEffect(() => () => log.push("cleanup C"));
    return v;
  });
  app.render();
  app.unmount();
  set(2);
  await flush();
  app.unmount();
  observe([log, app.renders(), app.output()]);
});

test("memo_and_ref", async () => {
  let computeCount = 0;
  const refs = [];
  const app = createRoot(({ list, label }) => {
    const sorted = useMemo(() => {
      computeCount++;
      return [...list].sort((x, y) => x - y);
    }, [list]);
    const ref = useRef(0);
    ref.current++;
    refs.push(ref);
    return `${label}: ${sorted.join(",")} (render ${ref.current})`;
  });
  const list = [3, 1, 2];
  observe(app.render({ list, label: "A" }));
  observe(app.render({ list, label: "B" }));
  observe(app.render({ list: [9, 8], label: "C" }));
  observe([computeCount, refs[0] === refs[2]]);
});

test("setter_identity_is_stable", async () => {
  const setters = [];
  const app = createRoot(() => {
    const [, set] = useState(0);
    setters.push(set);
    return 0;
  });
  app.render();
  setters[0](5);
  await flush();
  app.render();
  observe([setters.length, setters[0] === setters[1], setters[1] === setters[2]]);
});

test("two_roots_are_independent", async () => {
  let setX;
  const one = createRoot(() => {
    const [x, s] = useState("one");
    setX = s;
    return x;
  });
  const two = createRoot(() => useState("two")[0]);
  one.render();
  two.render();
  setX("uno");
  await flush();
  observe([one.output(), two.output(), one.renders(), two.renders()]);
});

test("dependency_list_length_change", async () => {
  const log = [];
  const app = createRoot(({ deps }) => {
    useEffect(() => log.push(deps.length), deps);
    return 0;
  });
  app.render({ deps: [1] });
  app.render({ deps: [1, undefined] });
  app.render({ deps: [1] });
  app.render({ deps: [1] });
  observe(log);
});
