// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// Tasks the test finishes by hand: ctl.done(name) / ctl.fail(name); ctl.started lists start order.
function controlled(spec) {
  const ctl = { started: [], maxRunning: 0, running: 0, d: {} };
  const tasks = {};
  for (const [name, deps] of Object.entries(spec)) {
    tasks[name] = {
      deps,
      run: () => {
        ctl.started.push(name);
        ctl.running++;
        ctl.maxRunning = Math.max(ctl.maxRunning, ctl.running);
        return new Promise((resolve, reject) => {
          ctl.d[name] = {
            resolve: () => (ctl.running--, resolve()),
            reject: () => (ctl.running--, reject(new Error(name + " failed"))),
          };
        });
      },
    };
  }
  ctl.tasks = tasks;
  ctl.done = async (name) => {
    ctl.d[name].resolve();
    await flush();
  };
  ctl.fail = async (name) => {
    ctl.d[name].reject();
    await flush();
  };
  return ctl;
}

function watch(promise) {
  let state = ["pending"];
  promise.then(
    (v) => (state = ["resolved", v]),
    (e) => (state = ["rejected", e instanceof Error ? e.message : e])
  );
  return () => state;
}

test("sample_dependencies_and_concurrency", async () => {
  const ctl = controlled({ lint: [], test: [], build: ["lint"], deploy: ["build", "test"] });
  const result = watch(runTaskGraph(ctl.tasks, 2));
  await flush();
  observe(ctl.started.slice());
  await ctl.done("lint");
  observe(ctl.started.slice()); // build may start as soon as lint is done
  await ctl.done("build");
  await ctl.done("test");
  await ctl.done("deploy");
  observe(result());
});

test("sample_failure_skips_dependents", async () => {
  const ctl = controlled({ a: [], b: ["a"], c: ["b"], d: [] });
  const result = watch(runTaskGraph(ctl.tasks, 4));
  await flush();
  await ctl.fail("a");
  await ctl.done("d");
  observe(result());
});
