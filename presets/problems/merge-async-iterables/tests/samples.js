// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

const flush = () => new Promise((r) => setImmediate(r));

// An async iterable the test feeds by hand: push(v), end(), fail(e). It counts outstanding
// next() calls and records whether return() was called.
function channel(name) {
  const queue = []; // settled results not yet asked for
  const waiting = []; // next() calls not yet answered
  const ch = { name, nextCalls: 0, maxOutstanding: 0, returned: false, finished: false };
  const deliver = (settle) => {
    if (waiting.length > 0) settle(waiting.shift());
    else queue.push(settle);
  };
  ch.push = (value) => deliver((w) => w.resolve({ value, done: false }));
  ch.end = () => deliver((w) => w.resolve({ value: undefined, done: true }));
  ch.fail = (error) => deliver((w) => w.reject(error));
  ch[Symbol.asyncIterator] = () => ({
    next() {
      ch.nextCalls++;
      ch.maxOutstanding = Math.max(ch.maxOutstanding, waiting.length + 1);
      return new Promise((resolve, reject) => {
        const w = { resolve, reject };
        if (queue.length > 0) queue.shift()(w);
        else waiting.push(w);
      });
    },
    return() {
      ch.returned = true;
      return Promise.resolve({ value: undefined, done: true });
    },
  });
  return ch;
}

// Pulls values in the background and logs them.
function consume(iterator, log) {
  const state = { done: false, error: null };
  (async () => {
    try {
      for await (const v of iterator) log.push(v);
      state.done = true;
    } catch (e) {
      state.error = e instanceof Error ? e.message : String(e);
    }
  })();
  return state;
}

test("sample_values_in_arrival_order", async () => {
  const a = channel("a");
  const b = channel("b");
  const log = [];
  const state = consume(mergeAsync(a, b), log);
  b.push("b1");
  await flush();
  a.push("a1");
  await flush();
  b.push("b2");
  await flush();
  observe(log.slice());
  a.end();
  b.end();
  await flush();
  observe([log, state.done]);
});

test("sample_with_async_generators", async () => {
  async function* count(prefix, n) {
    for (let i = 1; i <= n; i++) {
      await null;
      yield prefix + i;
    }
  }
  const out = [];
  for await (const v of mergeAsync(count("x", 2), count("y", 3))) out.push(v);
  observe(out.length);
  observe(out.slice().sort());
});
