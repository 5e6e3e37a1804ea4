// Hidden tests.
function matchTable(patterns, topics) {
  const bus = createBus();
  const hits = [];
  patterns.forEach((p) => bus.subscribe(p, (_, topic) => hits.push(p + " <- " + topic)));
  topics.forEach((t) => bus.publish(t));
  return hits;
}

test("star_is_exactly_one_segment", () => {
  observe(matchTable(["a.*", "*.b", "*", "*.*"], ["a", "a.b", "a.b.c", "b", "x.b"]));
});

test("hash_is_zero_or_more_segments", () => {
  observe(matchTable(["a.#", "#.z", "#", "a.#.z"], ["a", "a.z", "a.b.c.z", "z", "b.a", "q"]));
});

test("hash_in_the_middle_and_twice", () => {
  observe(matchTable(["a.#.b.#.c", "#.#", "#.x.#"], ["a.b.c", "a.q.b.r.s.c", "a.c", "a.b.b.c", "x", "p.x.q", "p.q"]));
});

test("star_and_hash_together", () => {
  observe(matchTable(["*.#", "#.*", "*.#.*", "#.*.*"], ["a", "a.b", "a.b.c"]));
});

test("literal_segments_are_exact", () => {
  observe(matchTable(["a.b", "a.bc", "A.b"], ["a.b", "a.bc", "a.b.c", "ab", "A.b"]));
});

test("order_and_duplicates", () => {
  const bus = createBus();
  const log = [];
  const h = (payload) => log.push("h" + payload);
  bus.subscribe("t.#", h);
  bus.subscribe("t.x", (p) => log.push("second" + p));
  bus.subscribe("t.*", h); // the same function again: its own subscription
  observe(bus.publish("t.x", 1));
  observe(log);
});

test("payload_and_topic_passed", () => {
  const bus = createBus();
  const seen = [];
  bus.subscribe("order.*", (payload, topic) => seen.push([topic, payload]));
  const obj = { id: 7 };
  bus.publish("order.created", obj);
  bus.publish("order.paid");
  observe(seen);
  observe(seen[0][1] === obj);
});

test("no_subscribers_returns_zero", () => {
  const bus = createBus();
  observe(bus.publish("nothing.here", 1));
});

test("unsubscribe_is_idempotent_and_precise", () => {
  const bus = createBus();
  const log = [];
  const h = () => log.push("h");
  const off1 = bus.subscribe("a", h);
  bus.subscribe("a", h);
  off1();
  off1();
  observe(bus.publish("a"));
  observe(log);
});

test("changes_during_publish", () => {
  const bus = createBus();
  const log = [];
  let offLater = null;
  bus.subscribe("e", () => {
    log.push("first");
    offLater();
    bus.subscribe("e", () => log.push("added-during"));
  });
  offLater = bus.subscribe("e", () => log.push("removed-before-its-turn"));
  bus.subscribe("e", () => log.push("last"));
  observe(bus.publish("e"));
  observe(log.slice());
  observe(bus.publish("e"));
  observe(log);
});

test("throwing_handler_does_not_stop_the_rest", () => {
  const bus = createBus();
  const log = [];
  bus.subscribe("x", () => {
    log.push(1);
    throw new Error("first");
  });
  bus.subscribe("x", () => log.push(2));
  bus.subscribe("x", () => {
    log.push(3);
    throw new Error("second");
  });
  bus.subscribe("x", () => log.push(4));
  let message = null;
  try {
    bus.publish("x");
  } catch (e) {
    message = e.message;
  }
  observe(log);
  observe(message);
  observe(bus.publish("y"));
});

test("many_hashes_do_not_blow_up", () => {
  const bus = createBus();
  let hits = 0;
  const pattern = Array(12).fill("#").join(".") + ".end";
  bus.subscribe(pattern, () => hits++);
  bus.subscribe("#.a.#.a.#.a.#.a.#.a.#.a.#.b", () => hits++);
  const topic = Array(30).fill("a").join(".");
  for (let i = 0; i < 20; i++) bus.publish(topic);
  observe(hits);
  bus.publish(topic + ".end");
  observe(hits);
});
