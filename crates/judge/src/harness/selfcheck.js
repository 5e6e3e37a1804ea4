// mashang self-checked harness (JavaScript), ONLY for problems imported from HumanEval-X
// (`self_checked`): their tests assert in-process, so the verdict is the test code's own. Code tests
// only (function and design problems always use the dialogue driver, harness.js). stdin: nonce line
// and header JSON line; results go to stdout as "\n@@MASHANG:<nonce>:<json>".
"use strict";
const __m = (() => {
  const fs = require("fs");
  const vm = require("vm");
  const nodeAssert = require("assert");
  const lines = fs.readFileSync(0, "utf8").split("\n");
  const nonce = lines[0].trim();
  const header = JSON.parse(lines[1]);
  const rawWrite = process.stdout.write.bind(process.stdout);
  const emit = (obj) => rawWrite("\n@@MASHANG:" + nonce + ":" + JSON.stringify(obj) + "\n");
  const toErr = (...a) => process.stderr.write(a.map((x) => (typeof x === "string" ? x : require("util").inspect(x))).join(" ") + "\n");
  let assertFailures = [];
  console.log = toErr;
  console.info = toErr;
  console.debug = toErr;
  // Node only prints failed console.asserts; the judge counts them as failures.
  console.assert = (cond, ...msg) => {
    if (!cond) {
      const text = "console.assert failed" + (msg.length ? ": " + msg.map(String).join(" ") : "");
      assertFailures.push(text);
      throw new nodeAssert.AssertionError({ message: text });
    }
  };
  globalThis.assert = nodeAssert;
  const registered = [];
  globalThis.test = (name, fn) => registered.push([name, fn]);

  const errText = (e) => {
    if (e && e.stack) {
      const m = /solution\.js:(\d+)/.exec(e.stack);
      return String(e.name || "Error") + ": " + String(e.message) + (m ? " (solution.js line " + m[1] + ")" : "");
    }
    return "thrown: " + String(e);
  };
  const now = () => Number(process.hrtime.bigint()) / 1e6;

  function load() {
    try {
      vm.runInThisContext(fs.readFileSync("solution.js", "utf8"), { filename: "solution.js" });
      for (const extra of header.extra || []) vm.runInThisContext(fs.readFileSync(extra, "utf8"), { filename: extra });
      return true;
    } catch (e) {
      emit({ load_error: errText(e) });
      emit({ done: true });
      return false;
    }
  }

  async function runCode() {
    for (let i = 0; i < registered.length; i++) {
      const [name, fn] = registered[i];
      assertFailures = [];
      const start = now();
      try {
        await fn();
        if (assertFailures.length) throw new Error(assertFailures[0]);
        emit({ i, name, ok: true, t: [now() - start] });
      } catch (e) {
        emit({ i, name, err: assertFailures.length ? assertFailures[0] : errText(e), t: [now() - start] });
      }
    }
  }

  async function main() {
    if (!load()) return;
    await runCode();
    emit({ done: true });
  }
  return main;
})();
__m().then(() => process.exit(0), (e) => { process.stderr.write(String(e && e.stack || e) + "\n"); process.exit(1); });
