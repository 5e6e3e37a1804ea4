// Hidden tests; fakeClock comes from samples.js.
test("uses_last_this_and_arguments", () => {
  const clock = fakeClock();
  const seen = [];
  const d = debounce(function (a, b) {
    seen.push([clock.now(), this.name, a, b]);
  }, 10);
  const obj = { name: "o", d };
  const other = { name: "other", d };
  obj.d(1, 2);
  other.d(3, 4);
  clock.tick(10);
  observe(seen);
});

test("burst_of_calls_fires_once_with_the_last_arguments", () => {
  const clock = fakeClock();
  const calls = [];
  const d = debounce((x) => calls.push([clock.now(), x]), 30);
  for (let i = 0; i < 10; i++) {
    d(i);
    clock.tick(5);
  }
  observe(calls.slice());
  clock.tick(100);
  observe(calls);
});

test("every_call_restarts_the_wait", () => {
  const clock = fakeClock();
  const calls = [];
  const d = debounce((x) => calls.push([clock.now(), x]), 100);
  d("a");
  clock.tick(60);
  d("b");
  clock.tick(60);
  d("c");
  clock.tick(99);
  observe(calls.slice());
  clock.tick(1);
  observe(calls);
});

test("cancel_drops_pending_call", () => {
  const clock = fakeClock();
  let count = 0;
  const d = debounce(() => count++, 10);
  d();
  d.cancel();
  clock.tick(100);
  observe(count); // the cancelled call must not run
  d();
  clock.tick(10);
  observe(count);
});

test("cancel_after_a_burst_drops_it_all", () => {
  const clock = fakeClock();
  let count = 0;
  const d = debounce(() => count++, 10);
  d();
  clock.tick(5);
  d();
  clock.tick(5);
  d();
  d.cancel();
  clock.tick(100);
  observe(count);
});

test("cancel_with_nothing_pending_is_harmless", () => {
  const clock = fakeClock();
  let count = 0;
  const d = debounce(() => count++, 10);
  d.cancel();
  d();
  clock.tick(10);
  observe(count);
});

test("separate_bursts_fire_separately", () => {
  const clock = fakeClock();
  const calls = [];
  const d = debounce((x) => calls.push([clock.now(), x]), 10);
  d(1);
  clock.tick(10);
  d(2);
  clock.tick(10);
  observe(calls);
});
