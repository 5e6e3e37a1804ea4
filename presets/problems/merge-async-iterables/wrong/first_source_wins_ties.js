async function* mergeAsync(...sources) {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const pending = new Map(); // source index -> promise of its outstanding next(); Map keeps request order

  const pull = (i) => {
    // keeps its old place: when several values are ready, the lowest index always wins
    pending.set(
      i,
      iterators[i].next().then(
        (result) => ({ i, result }),
        (error) => ({ i, failed: true, error })
      )
    );
  };

  iterators.forEach((_, i) => pull(i));
  try {
    while (pending.size > 0) {
      const { i, result, failed, error } = await Promise.race(pending.values());
      if (failed) {
        pending.delete(i); // the failed source is finished
        throw error;
      }
      if (result.done) {
        pending.delete(i);
        continue;
      }
      pull(i); // at most one outstanding next() per source
      yield result.value;
    }
  } finally {
    // Early exit (break, return, or an error): close every source that has not finished.
    for (const i of pending.keys()) {
      const it = iterators[i];
      if (typeof it.return === "function") it.return().catch(() => {});
    }
  }
}
