// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// Subscribes a handler that logs "name:topic:payload".
function listen(bus, log, name, pattern) {
  return bus.subscribe(pattern, (payload, topic) => log.push(name + ":" + topic + ":" + payload));
}

test("sample_wildcards", () => {
  const bus = createBus();
  const log = [];
  listen(bus, log, "exact", "chat.room1.message");
  listen(bus, log, "star", "chat.*.message");
  listen(bus, log, "hash", "chat.#");
  observe(bus.publish("chat.room1.message", "hi"));
  observe(bus.publish("chat.room2.typing", "..."));
  observe(log);
});

test("sample_unsubscribe", () => {
  const bus = createBus();
  const log = [];
  const off = listen(bus, log, "a", "x.*");
  bus.publish("x.1", 1);
  off();
  observe(bus.publish("x.2", 2));
  observe(log);
});
