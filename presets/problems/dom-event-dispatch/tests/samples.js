// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

// document > body > button
function tree() {
  const doc = new EventNode("document");
  const body = new EventNode("body", doc);
  const button = new EventNode("button", body);
  return { doc, body, button };
}

const phaseName = (p) => ["none", "capture", "target", "bubble"][p];

test("sample_capture_target_bubble", () => {
  const { doc, body, button } = tree();
  const log = [];
  for (const node of [doc, body, button]) {
    node.addEventListener("click", (e) => log.push(`${node.name}:bubble:${phaseName(e.eventPhase)}`));
    node.addEventListener("click", (e) => log.push(`${node.name}:capture:${phaseName(e.eventPhase)}`), true);
  }
  button.dispatch("click");
  observe(log);
});

test("sample_stop_propagation", () => {
  const { doc, body, button } = tree();
  const log = [];
  body.addEventListener("click", (e) => {
    log.push("body 1");
    e.stopPropagation();
  });
  body.addEventListener("click", () => log.push("body 2")); // same node: still runs
  doc.addEventListener("click", () => log.push("document")); // never reached
  button.dispatch("click");
  observe(log);
});
