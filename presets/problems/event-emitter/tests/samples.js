// Code tests record what they see with observe(value); the judge compares each test's
// observations with the reference solution's. Tests named sample_* are shown to the candidate.

test("sample_on_and_emit", () => {
  const e = new EventEmitter();
  const log = [];
  e.on("msg", (a, b) => log.push(["first", a, b]));
  e.on("msg", (a, b) => log.push(["second", a, b]));
  observe(e.emit("msg", 1, 2));
  observe(log);
  observe(e.emit("other"));
});

test("sample_once_fires_once", () => {
  const e = new EventEmitter();
  let n = 0;
  e.once("ready", () => n++);
  observe(e.emit("ready"));
  observe(e.emit("ready"));
  observe(n);
});
