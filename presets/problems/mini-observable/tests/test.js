// Hidden tests; recorder and manual come from samples.js.
test("function_observer_and_missing_callbacks", () => {
  const seen = [];
  Observable.of("x", "y").subscribe((v) => seen.push(v));
  Observable.of(1).subscribe({}); // no callbacks at all: nothing breaks
  Observable.of(2).subscribe({ complete: () => seen.push("done") });
  observe(seen);
});

test("nothing_after_complete", () => {
  const log = [];
  new Observable((o) => {
    o.next(1);
    o.complete();
    o.next(2);
    o.error(new Error("late"));
    o.complete();
    return () => log.push(["teardown"]);
  }).subscribe(recorder(log));
  observe(log);
});

test("nothing_after_error", () => {
  const log = [];
  const m = manual(log);
  m.source.subscribe(recorder(log));
  m.emit(1);
  m.fail(new Error("boom"));
  m.emit(2);
  m.end();
  observe(log);
});

test("throwing_producer_becomes_an_error", () => {
  const log = [];
  const sub = new Observable(() => {
    throw new Error("bad producer");
  }).subscribe(recorder(log));
  observe(log);
  observe(sub.closed);
});

test("closed_flag", () => {
  const log = [];
  const m = manual(log);
  const sub = m.source.subscribe(() => {});
  observe(sub.closed);
  m.end();
  observe(sub.closed);
});

test("each_subscription_runs_the_producer", () => {
  const log = [];
  const m = manual(log);
  const a = m.source.subscribe(recorder(log, "a:"));
  m.source.subscribe(recorder(log, "b:"));
  m.emit(1);
  a.unsubscribe();
  m.emit(2);
  observe(log);
});

test("take_completes_and_unsubscribes_the_source", () => {
  const log = [];
  const m = manual(log);
  m.source.take(2).subscribe(recorder(log));
  m.emit("a");
  m.emit("b");
  m.emit("c");
  observe(log);
});

test("take_on_a_synchronous_source", () => {
  const log = [];
  let produced = 0;
  new Observable((o) => {
    for (let i = 0; i < 5 && !o.closed; i++) {
      produced++;
      o.next(i);
    }
    o.complete();
    return () => log.push(["teardown"]);
  })
    .take(3)
    .subscribe(recorder(log));
  observe(log);
  observe(produced); // the producer saw closed once take had its three values
});

test("take_zero_never_subscribes", () => {
  const log = [];
  const m = manual(log);
  m.source.take(0).subscribe(recorder(log));
  observe(log);
});

test("take_more_than_available", () => {
  const log = [];
  Observable.of(1, 2).take(5).subscribe(recorder(log));
  observe(log);
});

test("unsubscribing_downstream_tears_down_the_chain", () => {
  const log = [];
  const m = manual(log);
  const sub = m.source
    .map((x) => x + 1)
    .filter((x) => x > 1)
    .subscribe(recorder(log));
  m.emit(0);
  m.emit(5);
  sub.unsubscribe();
  m.emit(9);
  observe(log);
});

test("map_throwing_errors_and_unsubscribes", () => {
  const log = [];
  const m = manual(log);
  m.source
    .map((x) => {
      if (x === 2) throw new Error("cannot map 2");
      return x;
    })
    .subscribe(recorder(log));
  m.emit(1);
  m.emit(2);
  m.emit(3);
  observe(log);
});

test("filter_throwing_errors", () => {
  const log = [];
  Observable.of(1, 2, 3)
    .filter((x) => {
      if (x === 2) throw new Error("bad filter");
      return true;
    })
    .subscribe(recorder(log));
  observe(log);
});

test("errors_pass_through_operators", () => {
  const log = [];
  const m = manual(log);
  m.source.map((x) => x).take(10).filter(() => true).subscribe(recorder(log));
  m.fail("plain reason");
  observe(log);
});

test("teardown_object_with_unsubscribe", () => {
  const log = [];
  const inner = manual(log);
  const outer = new Observable((o) => inner.source.subscribe(o)); // returns a subscription
  const sub = outer.subscribe(recorder(log));
  inner.emit(1);
  sub.unsubscribe();
  inner.emit(2);
  observe(log);
});

test("long_chain", () => {
  let src = Observable.of(...Array.from({ length: 2000 }, (_, i) => i));
  for (let i = 0; i < 50; i++) src = src.map((x) => x + 1);
  let count = 0;
  let last = null;
  src.filter((x) => x % 2 === 0).take(700).subscribe({ next: (v) => { count++; last = v; }, complete: () => (last = [last, "done"]) });
  observe([count, last]);
});

test("a_producer_without_teardown_stays_open", () => {
  const log = [];
  let emit = null;
  const sub = new Observable((o) => {
    emit = (v) => o.next(v);
  }).subscribe(recorder(log));
  emit(1);
  observe(log.slice());
  observe(sub.closed);
  sub.unsubscribe();
  emit(2);
  observe(log);
});

test("a_producer_returning_a_subscription_is_torn_down_through_it", () => {
  const log = [];
  const inner = { unsubscribe: () => log.push(["inner unsubscribed"]) };
  const sub = new Observable((o) => {
    o.next("x");
    return inner;
  }).subscribe(recorder(log));
  sub.unsubscribe();
  observe(log);
});

test("take_one", () => {
  const log = [];
  Observable.of(7, 8).take(1).subscribe(recorder(log));
  observe(log);
});
