// Hidden tests.
test("backoff_doubles_and_is_capped", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100, maxDelay: 500 });
  outbox.enqueue("k", "v");
  await flush();
  for (let i = 0; i < 5; i++) {
    await server.fail(i);
    await clock.tick(1000);
  }
  observe(server.log().map((c) => c[0]));
  await server.ok(5);
  observe(outbox.pending());
});

test("failure_blocks_the_line", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 50 });
  outbox.enqueue("a", 1);
  outbox.enqueue("b", 2);
  await flush();
  await server.fail(0);
  await clock.tick(10);
  observe([server.count(), outbox.pending()]);
  await clock.tick(40);
  await server.ok(1);
  observe(server.log());
  await server.ok(2);
  observe(outbox.pending());
});

test("latest_payload_wins_while_waiting", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send);
  outbox.enqueue("first", 0);
  outbox.enqueue("draft", "v1");
  outbox.enqueue("other", "x");
  outbox.enqueue("draft", "v2");
  observe(outbox.pending());
  await flush();
  await server.ok(0);
  await server.ok(1);
  await server.ok(2);
  observe(server.log());
});

test("update_to_the_entry_in_flight_is_queued_again", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send);
  outbox.enqueue("draft", "v1");
  await flush();
  outbox.enqueue("draft", "v2"); // v1 is already on the wire
  observe(outbox.pending());
  await server.ok(0);
  await server.ok(1);
  observe(server.log());
  observe(outbox.pending());
});

test("offline_holds_everything", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { online: false });
  outbox.enqueue("a", 1);
  outbox.enqueue("b", 2);
  await clock.tick(10000);
  observe([server.count(), outbox.pending()]);
  outbox.setOnline(true);
  await flush();
  await server.ok(0);
  await server.ok(1);
  observe(server.log());
});

test("going_offline_cancels_the_retry_timer", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100 });
  outbox.enqueue("a", 1);
  await flush();
  await server.fail(0);
  outbox.setOnline(false);
  observe(clock.pending());
  await clock.tick(5000);
  observe(server.count());
  outbox.setOnline(true); // back online: send at once
  await flush();
  observe(server.log());
});

test("in_flight_request_finishes_while_offline", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send);
  outbox.enqueue("a", 1);
  outbox.enqueue("b", 2);
  await flush();
  outbox.setOnline(false);
  await server.ok(0);
  observe([server.count(), outbox.pending()]);
  await clock.tick(1000);
  outbox.setOnline(true);
  await flush();
  observe(server.log());
});

test("failure_while_offline_waits_for_online", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100 });
  outbox.enqueue("a", 1);
  await flush();
  outbox.setOnline(false);
  await server.fail(0);
  observe(clock.pending());
  await clock.tick(300);
  outbox.setOnline(true);
  await flush();
  await server.fail(1);
  await clock.tick(199);
  observe(server.count());
  await clock.tick(1);
  observe(server.log().map((c) => c[0]));
});

test("set_online_twice_sends_once", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { online: false });
  outbox.enqueue("a", 1);
  outbox.setOnline(true);
  outbox.setOnline(true);
  await flush();
  observe(server.count());
});

test("enqueue_while_waiting_for_retry_does_not_skip_the_wait", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100 });
  outbox.enqueue("a", 1);
  await flush();
  await server.fail(0);
  outbox.enqueue("b", 2);
  outbox.enqueue("a", 3); // still waiting, not in flight: replaced in place
  await flush();
  observe([server.count(), outbox.pending()]);
  await clock.tick(100);
  await server.ok(1);
  await server.ok(2);
  observe(server.log());
});

test("attempts_are_per_entry", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 10 });
  outbox.enqueue("a", 1);
  outbox.enqueue("b", 2);
  await flush();
  await server.fail(0);
  await clock.tick(10);
  await server.fail(1);
  await clock.tick(20);
  await server.ok(2);
  await server.fail(3); // b's first failure: back to 10
  await clock.tick(10);
  observe(server.log().map((c) => [c[0], c[1]]));
});

test("send_that_throws_counts_as_failure", async () => {
  const clock = fakeClock();
  let calls = 0;
  const outbox = createOutbox(
    () => {
      calls++;
      if (calls === 1) throw new Error("sync boom");
      return Promise.resolve();
    },
    { baseDelay: 10 }
  );
  outbox.enqueue("a", 1);
  await flush();
  observe([calls, outbox.pending()]);
  await clock.tick(10);
  observe([calls, outbox.pending()]);
});

test("default_delays", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send);
  outbox.enqueue("k", "v");
  await flush();
  for (let i = 0; i < 7; i++) {
    await server.fail(i);
    await clock.tick(40000);
  }
  observe(server.log().map((c) => c[0]));
});

test("set_online_while_waiting_keeps_the_wait", async () => {
  const clock = fakeClock();
  const server = fakeServer(clock);
  const outbox = createOutbox(server.send, { baseDelay: 100 });
  outbox.enqueue("a", 1);
  await flush();
  await server.fail(0);
  outbox.setOnline(true); // already online: the retry still waits
  await flush();
  observe([server.count(), clock.pending()]);
  await clock.tick(100);
  observe(server.log());
});
