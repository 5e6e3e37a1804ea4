// Hidden tests.
test("no_sources", async () => {
  const out = [];
  for await (const v of mergeAsync()) out.push(v);
  observe(out);
});

test("finishes_only_when_every_source_is_done", async () => {
  const a = channel("a");
  const b = channel("b");
  const log = [];
  const state = consume(mergeAsync(a, b), log);
  a.push(1);
  a.end();
  await flush();
  observe([log.slice(), state.done]);
  b.push(2);
  await flush();
  observe([log.slice(), state.done]);
  b.end();
  await flush();
  observe([log, state.done, a.returned, b.returned]);
});

test("values_ready_together_come_in_request_order", async () => {
  const a = channel("a");
  const b = channel("b");
  const c = channel("c");
  const log = [];
  consume(mergeAsync(a, b, c), log);
  await flush();
  c.push("c1");
  b.push("b1");
  a.push("a1");
  await flush();
  observe(log.slice());
  a.push("a2");
  c.push("c2");
  b.push("b2");
  await flush();
  observe(log.slice());
  for (let k = 3; k <= 5; k++) {
    a.push("a" + k);
    b.push("b" + k);
  }
  await flush();
  observe(log); // a source that is always ready must not starve the others
});

test("at_most_one_outstanding_next_per_source", async () => {
  const a = channel("a");
  const b = channel("b");
  const log = [];
  consume(mergeAsync(a, b), log);
  for (let k = 0; k < 5; k++) {
    a.push(k);
    await flush();
  }
  await flush();
  observe([a.maxOutstanding, b.maxOutstanding, a.nextCalls, b.nextCalls]);
  a.end();
  b.end();
  await flush();
});

test("break_closes_unfinished_sources", async () => {
  const a = channel("a");
  const b = channel("b");
  const c = channel("c");
  c.end();
  const got = [];
  const run = (async () => {
    for await (const v of mergeAsync(a, b, c)) {
      got.push(v);
      if (got.length === 2) break;
    }
  })();
  a.push(1);
  await flush();
  b.push(2);
  await run;
  await flush();
  observe(got);
  observe([a.returned, b.returned, c.returned]);
});

test("source_error_is_thrown_and_others_closed", async () => {
  const a = channel("a");
  const b = channel("b");
  const c = channel("c");
  const log = [];
  const state = consume(mergeAsync(a, b, c), log);
  a.push("a1");
  await flush();
  c.end();
  await flush();
  b.fail(new Error("b broke"));
  await flush();
  a.push("a2");
  await flush();
  observe([log, state.error, state.done]);
  observe([a.returned, b.returned, c.returned]);
});

test("error_with_a_falsy_reason", async () => {
  const a = channel("a");
  const b = channel("b");
  let caught = "nothing";
  const run = (async () => {
    try {
      for await (const v of mergeAsync(a, b)) void v;
      caught = "finished";
    } catch (e) {
      caught = e;
    }
  })();
  a.fail(undefined);
  await run;
  observe(caught);
  observe(b.returned);
});

test("sources_without_return_method", async () => {
  const plain = {
    [Symbol.asyncIterator]() {
      let n = 0;
      return { next: async () => (n < 3 ? { value: n++, done: false } : { value: undefined, done: true }) };
    },
  };
  const a = channel("a");
  const got = [];
  for await (const v of mergeAsync(plain, a)) {
    got.push(v);
    if (got.length === 2) break;
  }
  observe(got.length);
  observe(a.returned);
});

test("same_iterable_twice_and_many_values", async () => {
  async function* range(n) {
    for (let i = 0; i < n; i++) yield i;
  }
  let total = 0;
  let count = 0;
  for await (const v of mergeAsync(range(5000), range(3000), range(1))) {
    total += v;
    count++;
  }
  observe([count, total]);
});
