// mashang judge harness (JavaScript), LEGACY nonce protocol: only for self-checked problems (HumanEval-X
// conformance imports) and trusted programs; bank problems use harness.js (dialogue protocol).
// stdin: nonce line, header JSON line, then one JSON test per line.
// Results go to stdout as "\n@@MASHANG:<nonce>:<json>" lines; console output of the submission goes to stderr.
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
  class ListNode { constructor(val, next) { this.val = val === undefined ? 0 : val; this.next = next === undefined ? null : next; } }
  class TreeNode { constructor(val, left, right) { this.val = val === undefined ? 0 : val; this.left = left === undefined ? null : left; this.right = right === undefined ? null : right; } }
  globalThis.ListNode = ListNode;
  globalThis.TreeNode = TreeNode;
  globalThis.assert = nodeAssert;
  const registered = [];
  globalThis.test = (name, fn) => registered.push([name, fn]);

  const convIn = (t, v) => {
    if (v === null || v === undefined) return null;
    if (t === "list_node") { let h = null; for (let i = v.length - 1; i >= 0; i--) h = new ListNode(v[i], h); return h; }
    if (t === "tree_node") {
      if (!v.length || v[0] === null) return null;
      const root = new TreeNode(v[0]); const q = [root]; let i = 1;
      for (let k = 0; k < q.length && i < v.length; k++) {
        const n = q[k];
        if (v[i] !== null && v[i] !== undefined) { n.left = new TreeNode(v[i]); q.push(n.left); } i++;
        if (i < v.length && v[i] !== null) { n.right = new TreeNode(v[i]); q.push(n.right); } i++;
      }
      return root;
    }
    if (Array.isArray(t)) {
      if (t[0] === "list") return v.map((x) => convIn(t[1], x));
      if (t[0] === "opt") return convIn(t[1], v);
      if (t[0] === "map") { const m = new Map(); for (const k of Object.keys(v)) m.set(t[1] === "string" ? k : Number(k), convIn(t[2], v[k])); return m; }
    }
    return v;
  };
  const convOut = (t, v) => {
    if (v === null || v === undefined) return t === "list_node" || t === "tree_node" ? [] : null;
    if (t === "list_node") { const out = []; while (v && out.length <= 1e6) { out.push(v.val); v = v.next; } return out; }
    if (t === "tree_node") {
      const out = []; const q = [v];
      for (let k = 0; k < q.length && out.length <= 1e6; k++) { const n = q[k]; if (!n) out.push(null); else { out.push(n.val); q.push(n.left, n.right); } }
      while (out.length && out[out.length - 1] === null) out.pop();
      return out;
    }
    if (Array.isArray(t)) {
      if (t[0] === "list") return Array.from(v, (x) => convOut(t[1], x));
      if (t[0] === "opt") return convOut(t[1], v);
      if (t[0] === "map") {
        const o = {};
        const entries = v instanceof Map ? v.entries() : Object.entries(v);
        for (const [k, x] of entries) o[String(k)] = convOut(t[2], x);
        return o;
      }
    }
    if (t === "void") return null;
    if (t === "float" && !Number.isFinite(v)) return null;
    return v;
  };
  const camel = (s) => s.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
  const lookup = (name) => {
    try { return vm.runInThisContext("typeof " + name + " === 'undefined' ? undefined : " + name); } catch (e) { return undefined; }
  };
  const findFn = (name) => {
    for (const n of [camel(name), name]) { const f = lookup(n); if (typeof f === "function") return f; }
    const S = lookup("Solution");
    if (typeof S === "function") { const s = new S(); for (const n of [camel(name), name]) if (typeof s[n] === "function") return s[n].bind(s); }
    throw new ReferenceError("function `" + camel(name) + "` is not defined");
  };
  const method = (obj, name) => {
    for (const n of [camel(name), name]) if (typeof obj[n] === "function") return obj[n].bind(obj);
    throw new TypeError("method `" + camel(name) + "` is not defined");
  };
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

  function runOne(test) {
    assertFailures = [];
    if (header.mode === "function") {
      const fn = findFn(header.name);
      const args = header.params.map((t, k) => convIn(t, test.args[k]));
      const start = now();
      const v = fn(...args);
      const ms = now() - start;
      if (assertFailures.length) throw new Error(assertFailures[0]);
      return [convOut(header.returns, v), ms];
    }
    const C = lookup(header.class);
    if (typeof C !== "function") throw new ReferenceError("class `" + header.class + "` is not defined");
    const calls = test.calls;
    const results = [null];
    const start = now();
    const obj = new C(...header.ctor.map((t, k) => convIn(t, calls[0][k + 1])));
    for (let c = 1; c < calls.length; c++) {
      const [params, ret] = header.methods[calls[c][0]];
      let v;
      try {
        v = method(obj, calls[c][0])(...params.map((t, k) => convIn(t, calls[c][k + 1])));
      } catch (e) {
        if (e && typeof e === "object") e.message = "call " + c + " `" + camel(calls[c][0]) + "`: " + e.message;
        throw e;
      }
      results.push(convOut(ret, v));
    }
    const ms = now() - start;
    if (assertFailures.length) throw new Error(assertFailures[0]);
    return [results, ms];
  }

  async function main() {
    if (!load()) return;
    if (header.mode === "code") { await runCode(); emit({ done: true }); return; }
    let probeSpent = 0, probeStopped = false;
    for (const line of lines.slice(2)) {
      if (!line.trim()) continue;
      const test = JSON.parse(line);
      if (test.probe && probeStopped) { emit({ i: test.i, skip: true }); continue; }
      const times = [];
      let value = null;
      try {
        for (let r = 0; r < Math.max(1, test.repeat || 1); r++) {
          const [v, ms] = runOne(test);
          value = v; times.push(ms);
          if (test.probe && times.reduce((a, b) => a + b, 0) > test.budget) break;
        }
      } catch (e) {
        emit({ i: test.i, err: errText(e), t: times });
        continue;
      }
      emit({ i: test.i, v: value, t: times });
      const least = Math.min(...times);
      if (test.probe) {
        probeSpent += times.reduce((a, b) => a + b, 0);
        if (least > test.budget || probeSpent > (header.probe_total || 4000)) probeStopped = true;
      } else if (least > (test.limit || Infinity)) { emit({ stopped: test.i }); break; }
    }
    emit({ done: true });
  }
  return main;
})();
__m().then(() => process.exit(0), (e) => { process.stderr.write(String(e && e.stack || e) + "\n"); process.exit(1); });
