// Hidden tests.
test("slow_task_still_runs_one_per_slice", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  const result = watch(runInSlices(costly(clock, [20, 1, 30, 1, 1], log), { budget: 5, onSlice: (d) => slices.push(d) }));
  await clock.tick(200);
  observe([log, slices, result()]);
});

test("budget_zero_means_one_task_per_slice", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  runInSlices(costly(clock, [0, 0, 0, 0], log), { budget: 0, onSlice: (d) => slices.push(d) });
  await clock.tick(10);
  observe([log.length, slices]);
});

test("fast_tasks_share_one_slice", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  const result = watch(runInSlices(costly(clock, Array(50).fill(0), log), { onSlice: (d, t) => slices.push([d, t]) }));
  await clock.tick(1);
  observe([log.length, slices, result()[0]]);
});

test("default_budget_is_5", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  runInSlices(costly(clock, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], log), { onSlice: (d) => slices.push(d) });
  await clock.tick(100);
  observe(slices);
});

test("budget_boundary_is_inclusive", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  runInSlices(costly(clock, [3, 2, 1, 4, 0, 0], log), { budget: 5, onSlice: (d) => slices.push(d) });
  await clock.tick(100);
  observe(slices); // 3 + 2 reaches 5 exactly: the slice ends there
});

test("results_in_order_including_undefined", async () => {
  const clock = fakeClock();
  const result = watch(runInSlices([() => undefined, () => 0, () => (clock.work(9), "x"), () => null, () => [1]], { budget: 5 }));
  await clock.tick(10);
  observe(result());
});

test("empty_task_list", async () => {
  const clock = fakeClock();
  let sliceCalls = 0;
  const result = watch(runInSlices([], { onSlice: () => sliceCalls++ }));
  await flush();
  observe(result());
  await clock.tick(0);
  observe([result(), sliceCalls, clock.pending()]);
});

test("throwing_task_stops_everything", async () => {
  const clock = fakeClock();
  const ran = [];
  const tasks = [0, 1, 2, 3, 4].map((i) => () => {
    ran.push(i);
    clock.work(3);
    if (i === 2) throw new Error("task 2 failed");
    return i;
  });
  const result = watch(runInSlices(tasks, { budget: 5 }));
  await clock.tick(100);
  observe([ran, result(), clock.pending()]);
});

test("abort_between_slices", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  const log = [];
  const result = watch(runInSlices(costly(clock, [5, 5, 5, 5], log), { budget: 5, signal: ctrl.signal }));
  await clock.tick(0);
  ctrl.abort("user left");
  await clock.tick(100);
  observe([log.length, result(), clock.pending()]);
});

test("abort_inside_a_task_stops_before_the_next", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  const ran = [];
  const tasks = [0, 1, 2].map((i) => () => {
    ran.push(i);
    if (i === 0) ctrl.abort("stop now");
  });
  const result = watch(runInSlices(tasks, { budget: 100, signal: ctrl.signal }));
  await clock.tick(10);
  observe([ran, result()]);
});

test("already_aborted_runs_nothing", async () => {
  const clock = fakeClock();
  const ctrl = new AbortController();
  ctrl.abort("too late");
  const ran = [];
  const result = watch(runInSlices([() => ran.push(1)], { signal: ctrl.signal }));
  await clock.tick(10);
  observe([ran, result()]);
});

test("each_slice_starts_from_its_own_time", async () => {
  const clock = fakeClock();
  const log = [];
  const slices = [];
  runInSlices(costly(clock, [4, 4, 4, 4, 4, 4], log), { budget: 6, onSlice: (d) => slices.push([d, Date.now()]) });
  setTimeout(() => clock.work(50), 0); // someone else's long timer between slices
  await clock.tick(200);
  observe([log, slices]);
});

test("many_tiny_tasks", async () => {
  const clock = fakeClock();
  const tasks = [];
  for (let i = 0; i < 100000; i++) tasks.push(() => (i % 100 === 99 ? clock.work(1) : 0, i));
  const slices = [];
  const result = watch(runInSlices(tasks, { budget: 5, onSlice: (d) => slices.push(d) }));
  await clock.tick(10000);
  const r = result();
  observe([r[0], r[1].length, r[1][99999], slices.length, slices[0], slices[slices.length - 1]]);
});

test("single_task_reports_its_slice", async () => {
  const clock = fakeClock();
  const slices = [];
  const result = watch(runInSlices([() => "only"], { onSlice: (d, t) => slices.push([d, t]) }));
  await clock.tick(0);
  observe([slices, result()]);
});
