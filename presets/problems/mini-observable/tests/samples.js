// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// A logging observer: every notification becomes an entry of `log`.
function recorder(log, name = "") {
  return {
    next: (v) => log.push([name + "next", v]),
    error: (e) => log.push([name + "error", e instanceof Error ? e.message : e]),
    complete: () => log.push([name + "complete"]),
  };
}

// A source the test drives by hand: emit(v), fail(e), end(); it logs subscribe/teardown.
function manual(log) {
  const observers = [];
  const source = new Observable((o) => {
    log.push(["subscribed"]);
    observers.push(o);
    return () => log.push(["teardown"]);
  });
  return {
    source,
    emit: (v) => observers.forEach((o) => o.next(v)),
    fail: (e) => observers.forEach((o) => o.error(e)),
    end: () => observers.forEach((o) => o.complete()),
  };
}

test("sample_of_map_filter", () => {
  const log = [];
  Observable.of(1, 2, 3, 4)
    .filter((x) => x % 2 === 0)
    .map((x) => x * 10)
    .subscribe(recorder(log));
  observe(log);
});

test("sample_unsubscribe_runs_teardown_once", () => {
  const log = [];
  const m = manual(log);
  const sub = m.source.subscribe(recorder(log));
  m.emit("a");
  sub.unsubscribe();
  m.emit("b"); // no longer delivered
  sub.unsubscribe();
  observe(log);
});
