// Hidden tests.
test("skips_propagate_transitively", async () => {
  const ctl = controlled({ root: [], mid: ["root"], leaf: ["mid"], other: ["leaf", "free"], free: [] });
  const result = watch(runTaskGraph(ctl.tasks, 1));
  await flush();
  observe(ctl.started.slice());
  await ctl.fail("root");
  observe(ctl.started.slice());
  await ctl.done("free");
  observe(result());
});

test("slot_is_refilled_at_once", async () => {
  const ctl = controlled({ a: [], b: [], c: [], d: [], e: [] });
  const result = watch(runTaskGraph(ctl.tasks, 2));
  await flush();
  observe(ctl.started.slice());
  await ctl.done("b");
  observe(ctl.started.slice()); // a is still running: c takes b's slot
  await ctl.done("c");
  await ctl.done("a");
  observe(ctl.started.slice());
  await ctl.done("d");
  await ctl.done("e");
  observe([result()[0], ctl.maxRunning]);
});

test("ready_tasks_start_in_key_order", async () => {
  const ctl = controlled({ z: ["gate"], y: ["gate"], gate: [], x: ["gate"] });
  runTaskGraph(ctl.tasks, 2);
  await flush();
  await ctl.done("gate");
  observe(ctl.started.slice());
});

test("concurrency_one_is_sequential", async () => {
  const ctl = controlled({ a: [], b: [], c: ["a"] });
  const result = watch(runTaskGraph(ctl.tasks, 1));
  await flush();
  observe(ctl.started.slice());
  await ctl.done("a");
  observe(ctl.started.slice());
  await ctl.done("b");
  await ctl.done("c");
  observe([result(), ctl.maxRunning]);
});

test("sync_results_and_throws", async () => {
  const log = [];
  const tasks = {
    a: { deps: [], run: () => (log.push("a"), 1) },
    b: { deps: ["a"], run: () => { log.push("b"); throw new Error("sync boom"); } },
    c: { deps: ["b"], run: () => log.push("c") },
    d: { deps: ["a"], run: () => log.push("d") },
  };
  const r = await runTaskGraph(tasks, 3);
  observe([r, log]);
});

test("empty_graph", async () => {
  observe(await runTaskGraph({}, 2));
});

test("unknown_dependency_and_cycles_run_nothing", async () => {
  const ran = [];
  const t = (deps, name) => ({ deps, run: () => ran.push(name) });
  const r1 = watch(runTaskGraph({ a: t([], "a"), b: t(["a", "ghost"], "b") }, 2));
  const r2 = watch(runTaskGraph({ a: t([], "a"), b: t(["c"], "b"), c: t(["b"], "c") }, 2));
  const r3 = watch(runTaskGraph({ s: t(["s"], "s") }, 2));
  await flush();
  observe([r1(), r2(), r3(), ran]);
});

test("inherited_names_are_not_tasks", async () => {
  const ran = [];
  const r = watch(runTaskGraph({ a: { deps: ["toString"], run: () => ran.push("a") } }, 1));
  await flush();
  observe([r(), ran]);
});

test("diamond_and_shared_dependency", async () => {
  const ctl = controlled({ base: [], left: ["base"], right: ["base"], top: ["left", "right"] });
  const result = watch(runTaskGraph(ctl.tasks, 3));
  await flush();
  await ctl.done("base");
  observe(ctl.started.slice());
  await ctl.done("right");
  observe(ctl.started.slice());
  await ctl.fail("left");
  observe(result());
});

test("wide_graph", async () => {
  const tasks = {};
  for (let i = 0; i < 300; i++) tasks["t" + i] = { deps: i === 0 ? [] : ["t" + Math.floor((i - 1) / 3)], run: () => (i % 97 === 50 ? Promise.reject(new Error("x")) : Promise.resolve()) };
  const r = await runTaskGraph(tasks, 4);
  const counts = {};
  for (const s of Object.values(r.status)) counts[s] = (counts[s] || 0) + 1;
  observe([counts, r.order.length, r.order.slice(0, 6)]);
});

test("skips_reach_tasks_listed_before_their_dependency", async () => {
  const ctl = controlled({ last: ["middle"], middle: ["first"], first: [] });
  const result = watch(runTaskGraph(ctl.tasks, 2));
  await flush();
  await ctl.fail("first");
  observe(result());
});

test("dependency_listed_twice", async () => {
  const log = [];
  const r = await runTaskGraph({ a: { deps: [], run: () => log.push("a") }, b: { deps: ["a", "a"], run: () => log.push("b") } }, 1);
  observe([r, log]);
});
