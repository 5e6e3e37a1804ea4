// Hidden tests.
test("target_runs_capture_listeners_first", () => {
  const { button } = tree();
  const log = [];
  button.addEventListener("x", () => log.push("bubble A"));
  button.addEventListener("x", () => log.push("capture B"), { capture: true });
  button.addEventListener("x", () => log.push("bubble C"));
  button.addEventListener("x", () => log.push("capture D"), true);
  button.dispatch("x");
  observe(log);
});

test("event_fields_during_and_after", () => {
  const { doc, body, button } = tree();
  const seen = [];
  let saved = null;
  const record = function (e) {
    saved = e;
    seen.push([e.type, e.target.name, e.currentTarget.name, this === e.currentTarget, e.eventPhase]);
  };
  doc.addEventListener("tap", record, true);
  body.addEventListener("tap", record);
  button.addEventListener("tap", record);
  button.dispatch("tap");
  observe(seen);
  observe([saved.currentTarget, saved.eventPhase, saved.target === button]);
});

test("non_bubbling_event", () => {
  const { doc, body, button } = tree();
  const log = [];
  doc.addEventListener("focus", () => log.push("doc capture"), true);
  doc.addEventListener("focus", () => log.push("doc bubble"));
  body.addEventListener("focus", () => log.push("body bubble"));
  button.addEventListener("focus", () => log.push("button"));
  button.dispatch("focus", { bubbles: false });
  observe(log);
});

test("stop_propagation_in_capture_phase", () => {
  const { doc, body, button } = tree();
  const log = [];
  doc.addEventListener("k", (e) => {
    log.push("doc capture 1");
    e.stopPropagation();
  }, true);
  doc.addEventListener("k", () => log.push("doc capture 2"), true);
  doc.addEventListener("k", () => log.push("doc bubble"));
  button.addEventListener("k", () => log.push("button"));
  observe(button.dispatch("k"));
  observe(log);
});

test("stop_at_target_capture_skips_target_bubble_listeners", () => {
  const { body, button } = tree();
  const log = [];
  button.addEventListener("k", () => log.push("target bubble"));
  button.addEventListener("k", (e) => {
    log.push("target capture");
    e.stopPropagation();
  }, true);
  button.addEventListener("k", () => log.push("target capture 2"), true);
  body.addEventListener("k", () => log.push("body"));
  button.dispatch("k");
  observe(log);
});

test("stop_immediate_propagation", () => {
  const { doc, body, button } = tree();
  const log = [];
  body.addEventListener("k", (e) => {
    log.push("body 1");
    e.stopImmediatePropagation();
  });
  body.addEventListener("k", () => log.push("body 2"));
  doc.addEventListener("k", () => log.push("doc"));
  button.dispatch("k");
  observe(log);
});

test("prevent_default_and_cancelable", () => {
  const { body, button } = tree();
  body.addEventListener("submit", (e) => e.preventDefault());
  observe(button.dispatch("submit"));
  observe(button.dispatch("submit", { cancelable: false }));
  observe(button.dispatch("other"));
});

test("duplicate_registration_ignored", () => {
  const { button } = tree();
  let count = 0;
  const fn = () => count++;
  button.addEventListener("c", fn);
  button.addEventListener("c", fn);
  button.addEventListener("c", fn, false);
  button.addEventListener("c", fn, true); // a different capture flag is a different listener
  button.dispatch("c");
  observe(count);
});

test("remove_needs_the_same_capture_flag", () => {
  const { button } = tree();
  let count = 0;
  const fn = () => count++;
  button.addEventListener("c", fn, true);
  button.removeEventListener("c", fn); // bubble flag: no match
  button.dispatch("c");
  button.removeEventListener("c", fn, { capture: true });
  button.dispatch("c");
  observe(count);
});

test("once_listeners", () => {
  const { body, button } = tree();
  const log = [];
  body.addEventListener("c", () => log.push("once"), { once: true });
  body.addEventListener("c", () => log.push("always"));
  button.dispatch("c");
  button.dispatch("c");
  observe(log);
});

test("listener_added_during_dispatch_waits_for_the_next_one", () => {
  const { body, button } = tree();
  const log = [];
  const late = () => log.push("late");
  body.addEventListener("c", () => {
    log.push("first");
    body.addEventListener("c", late);
  });
  button.dispatch("c");
  button.dispatch("c");
  observe(log);
});

test("listener_removed_during_dispatch_does_not_run", () => {
  const { body, button } = tree();
  const log = [];
  const second = () => log.push("second");
  body.addEventListener("c", () => {
    log.push("first");
    body.removeEventListener("c", second);
  });
  body.addEventListener("c", second);
  button.dispatch("c");
  observe(log);
});

test("path_fixed_at_dispatch_start", () => {
  const { doc, body, button } = tree();
  const other = new EventNode("other");
  const log = [];
  button.addEventListener("c", () => {
    log.push("button");
    button.parent = other; // re-parent during dispatch
  });
  body.addEventListener("c", () => log.push("body"));
  other.addEventListener("c", () => log.push("other"));
  button.dispatch("c");
  observe(log);
});

test("types_are_separate", () => {
  const { doc, button } = tree();
  const log = [];
  doc.addEventListener("a", () => log.push("a"));
  doc.addEventListener("b", () => log.push("b"));
  button.dispatch("b");
  observe(log);
});

test("dispatch_on_the_root", () => {
  const { doc } = tree();
  const log = [];
  doc.addEventListener("r", (e) => log.push(["capture", e.eventPhase]), true);
  doc.addEventListener("r", (e) => log.push(["bubble", e.eventPhase]));
  observe(doc.dispatch("r"));
  observe(log);
});

test("nested_dispatch_inside_a_listener", () => {
  const { doc, body, button } = tree();
  const log = [];
  body.addEventListener("outer", (e) => {
    log.push(["outer at body", e.currentTarget.name]);
    button.dispatch("inner");
    log.push(["outer after inner", e.currentTarget.name, e.eventPhase]);
  });
  doc.addEventListener("inner", (e) => log.push(["inner at doc", e.target.name]));
  doc.addEventListener("outer", () => log.push(["outer at doc"]));
  button.dispatch("outer");
  observe(log);
});

test("removed_listener_can_be_added_again", () => {
  const { button } = tree();
  let count = 0;
  const fn = () => count++;
  button.addEventListener("c", fn);
  button.removeEventListener("c", fn);
  button.addEventListener("c", fn);
  button.dispatch("c");
  button.dispatch("c");
  observe(count);
});
