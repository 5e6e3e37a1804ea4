// mashang judge driver (JavaScript), dialogue protocol (sandbox/src/protocol.rs `Dialogue`).
// Reads the signature from header.json, loads solution.js, writes a ready line to fd 3, then answers
// one JSON request per stdin line with one JSON reply line on fd 3:
//   {"args":[...]}               -> {"v":value,"t":ms} | {"err":text,"t":ms}       (mode "function";
//                                   in place, also "m": the mutated argument after the call)
//   {"calls":[["Ctor",..],..]}   -> {"v":[null,r1,..],"t":ms} | {"err":text,"t":ms} (mode "design")
//   {"load":source,"file":name}  -> {"loaded":[test names]} | {"err":text}          (mode "code")
//   {"test":name}                -> {"obs":[...],"t":ms} | {"err":text,"obs":[...],"t":ms}
// Nothing here decides a verdict: replies are raw observations that the judge compares outside the
// sandbox, and time is measured by the supervisor (`t` is only informative). The submission runs in
// this process and can read or patch anything below, so nothing below is trusted by the judge.
"use strict";
(() => {
  const fs = require("fs");
  const vm = require("vm");
  // Our own copies, taken before the submission runs: a submission that replaces the globals only
  // changes what it sees itself (not that the judge relies on it; see above).
  const writeSync = fs.writeSync;
  const readSync = fs.readSync;
  const readFileSync = fs.readFileSync;
  const cpuUsage = process.cpuUsage;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const exit = typeof process.reallyExit === "function" ? process.reallyExit.bind(process) : process.exit.bind(process);
  const onProcess = process.on.bind(process);
  const later = setImmediate;
  const REPLY_FD = 3;
  const MAX_MESSAGE = 4000;

  // Blocking waits without spinning, for a pipe someone switched to non-blocking mode.
  const sleepCell = new Int32Array(new SharedArrayBuffer(4));
  const nap = (ms) => Atomics.wait(sleepCell, 0, 0, ms);

  // ---- the request channel: a blocking line reader over fd 0 ----
  // Blocking on purpose: between requests no user callback may run, and the next request only
  // exists once our reply is written, so there is nothing to read ahead.
  const chunk = Buffer.alloc(1 << 20);
  let rest = Buffer.alloc(0); // bytes after the last line returned (normally none)
  function readLine() {
    const parts = [];
    let nl = rest.indexOf(10);
    if (nl < 0) {
      if (rest.length) parts.push(rest);
      for (;;) {
        let n;
        try {
          n = readSync(0, chunk, 0, chunk.length, null);
        } catch (e) {
          // The submission may have opened process.stdin, which makes fd 0 non-blocking.
          if (e && e.code === "EAGAIN") { nap(2); continue; }
          if (e && e.code === "EOF") n = 0;
          else throw e;
        }
        if (n === 0) {
          rest = Buffer.alloc(0);
          return parts.length ? Buffer.concat(parts).toString("utf8") : null;
        }
        const got = Buffer.from(chunk.subarray(0, n));
        nl = got.indexOf(10);
        parts.push(got);
        if (nl >= 0) break;
      }
      rest = Buffer.concat(parts);
      nl = rest.length - parts[parts.length - 1].length + nl;
    }
    const line = rest.subarray(0, nl).toString("utf8");
    rest = rest.subarray(nl + 1);
    return line;
  }

  function reply(obj) {
    const bytes = Buffer.from(stringify(obj) + "\n", "utf8");
    let off = 0;
    while (off < bytes.length) {
      try {
        off += writeSync(REPLY_FD, bytes, off, bytes.length - off);
      } catch (e) {
        if (e && e.code === "EAGAIN") { nap(1); continue; }
        throw e;
      }
    }
  }

  // ---- values ----
  // JSON with tags for what JSON cannot say. `exact` (code tests) keeps -0 apart from 0 and tags
  // objects that have their own "$" key so they cannot pass for a tag; function/design results keep
  // plain JSON (-0 is 0, as the expected values in the bank are written).
  function encode(value, exact) {
    const path = new Set(); // objects being encoded: met again = a cycle
    let budget = 1000000;
    const enc = (x) => {
      if (--budget < 0) return { $: "truncated" };
      switch (typeof x) {
        case "undefined": return { $: "undefined" };
        case "number":
          if (Number.isNaN(x)) return { $: "NaN" };
          if (x === Infinity) return { $: "Infinity" };
          if (x === -Infinity) return { $: "-Infinity" };
          if (exact && Object.is(x, -0)) return { $: "-0" };
          return x === 0 ? 0 : x;
        case "bigint": return { $: "bigint", v: x.toString() };
        case "symbol": return { $: "symbol" };
        case "function": return { $: "function" };
        case "string":
        case "boolean": return x;
        default: break;
      }
      if (x === null) return null;
      if (path.has(x)) return { $: "cycle" };
      path.add(x);
      try {
        return encObject(x);
      } finally {
        path.delete(x);
      }
    };
    const encObject = (x) => {
      if (Array.isArray(x)) {
        const out = [];
        for (let i = 0; i < x.length; i++) out.push(enc(x[i]));
        return out;
      }
      if (x instanceof Map) return { $: "Map", v: Array.from(x, ([k, v]) => [enc(k), enc(v)]) };
      if (x instanceof Set) return { $: "Set", v: Array.from(x, enc) };
      if (x instanceof Date) return { $: "Date", v: enc(x.getTime()) };
      if (x instanceof RegExp) return { $: "RegExp", v: String(x) };
      if (x instanceof Error) return { $: "Error", v: String(x.name) + ": " + String(x.message) };
      const out = Object.create(null); // "__proto__" stays a plain key
      for (const k of Object.keys(x).sort()) out[k] = enc(x[k]);
      if (exact && Object.prototype.hasOwnProperty.call(out, "$")) return { $: "object", v: out };
      return out;
    };
    return enc(value);
  }

  const clip = (s) => (s.length > MAX_MESSAGE ? s.slice(0, MAX_MESSAGE) + "…" : s);
  const errText = (e) => {
    try {
      if (e && typeof e === "object" && typeof e.stack === "string") {
        const m = /solution\.js:(\d+)/.exec(e.stack);
        return clip(String(e.name || "Error") + ": " + String(e.message) + (m ? " (solution.js line " + m[1] + ")" : ""));
      }
      return clip("thrown: " + String(e));
    } catch (_) {
      return "thrown: a value that cannot be shown";
    }
  };
  // CPU time of the process (µs), not wall time: a call preempted on a busy machine must not look
  // slower. The judge trusts it only when its own CPU reading of the exchange agrees (probe.rs).
  const cpuNow = () => { const u = cpuUsage(); return u.user + u.system; };
  const ms = (start) => (cpuNow() - start) / 1e3;

  // ---- shapes for function and design problems ----
  class ListNode { constructor(val, next) { this.val = val === undefined ? 0 : val; this.next = next === undefined ? null : next; } }
  class TreeNode { constructor(val, left, right) { this.val = val === undefined ? 0 : val; this.left = left === undefined ? null : left; this.right = right === undefined ? null : right; } }
  globalThis.ListNode = ListNode;
  globalThis.TreeNode = TreeNode;
  globalThis.assert = require("assert"); // for the submission's own use; tests never assert

  const toTree = (v) => {
    if (!v.length || v[0] === null) return null;
    const root = new TreeNode(v[0]);
    const q = [root];
    let i = 1;
    for (let k = 0; k < q.length && i < v.length; k++) {
      const n = q[k];
      if (v[i] !== null && v[i] !== undefined) { n.left = new TreeNode(v[i]); q.push(n.left); }
      i++;
      if (i < v.length && v[i] !== null) { n.right = new TreeNode(v[i]); q.push(n.right); }
      i++;
    }
    return root;
  };
  const convIn = (t, v) => {
    if (v === null || v === undefined) return null;
    if (t === "list_node") { let h = null; for (let i = v.length - 1; i >= 0; i--) h = new ListNode(v[i], h); return h; }
    if (t === "tree_node") return toTree(v);
    if (Array.isArray(t)) {
      if (t[0] === "list") return v.map((x) => convIn(t[1], x));
      if (t[0] === "opt") return convIn(t[1], v);
      if (t[0] === "map") { const m = new Map(); for (const k of Object.keys(v)) m.set(t[1] === "string" ? k : Number(k), convIn(t[2], v[k])); return m; }
    }
    return v;
  };
  const fromTree = (v) => {
    const out = [];
    const q = [v];
    for (let k = 0; k < q.length && out.length <= 1e6; k++) { const n = q[k]; if (!n) out.push(null); else { out.push(n.val); q.push(n.left, n.right); } }
    while (out.length && out[out.length - 1] === null) out.pop();
    return out;
  };
  const convOut = (t, v) => {
    if (v === null || v === undefined) return t === "list_node" || t === "tree_node" ? [] : null;
    if (t === "list_node") { const out = []; while (v && out.length <= 1e6) { out.push(v.val); v = v.next; } return out; }
    if (t === "tree_node") return fromTree(v);
    if (Array.isArray(t)) {
      if (t[0] === "list") return Array.from(v, (x) => convOut(t[1], x));
      if (t[0] === "opt") return convOut(t[1], v);
      if (t[0] === "map") {
        const o = Object.create(null);
        for (const [k, x] of v instanceof Map ? v.entries() : Object.entries(v)) o[String(k)] = convOut(t[2], x);
        return o;
      }
    }
    if (t === "void") return null;
    if (t === "float" && typeof v === "number" && !Number.isFinite(v)) return null;
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

  function callFunction(header, req) {
    const fn = findFn(header.name);
    const args = header.params.map((t, k) => convIn(t, req.args[k]));
    const start = cpuNow();
    const v = fn(...args);
    const t = ms(start);
    const out = { v: encode(convOut(header.returns, v), false), t };
    // In place: the argument's state right after the call, copied into the reply now (no user
    // callback runs before the reply is written); the judge builds the answer from it.
    const m = header.mutates;
    if (m !== null && m !== undefined) out.m = encode(convOut(header.params[m], args[m]), false);
    return out;
  }

  function callDesign(header, req) {
    const C = lookup(header.class);
    if (typeof C !== "function") throw new ReferenceError("class `" + header.class + "` is not defined");
    const calls = req.calls;
    const results = [null];
    const start = cpuNow();
    const obj = new C(...header.ctor.map((t, k) => convIn(t, calls[0][k + 1])));
    for (let c = 1; c < calls.length; c++) {
      const shape = Object.prototype.hasOwnProperty.call(header.methods, calls[c][0]) ? header.methods[calls[c][0]] : null;
      if (!shape) throw new TypeError("call " + c + ": `" + String(calls[c][0]) + "` is not a method of " + header.class);
      const [params, ret] = shape;
      let v;
      try {
        v = method(obj, calls[c][0])(...params.map((t, k) => convIn(t, calls[c][k + 1])));
      } catch (e) {
        if (e && typeof e === "object") {
          try { e.message = "call " + c + " `" + camel(calls[c][0]) + "`: " + e.message; } catch (_) { /* frozen error */ }
        }
        throw e;
      }
      results.push(convOut(ret, v));
    }
    const t = ms(start);
    return { v: encode(results, false), t };
  }

  function callOnce(header, req) {
    const start = cpuNow();
    try {
      return header.mode === "design" ? callDesign(header, req) : callFunction(header, req);
    } catch (e) {
      return { err: errText(e), t: ms(start) };
    }
  }

  // ---- code tests ----
  // Test files register tests with test(name, fn) and record what they see with observe(value);
  // the judge compares each test's observations with the reference solution's.
  const tests = new Map(); // name -> fn
  let registering = null; // names registered by the file being loaded
  let current = null; // the running test's observations
  const loadedSources = [];

  const record = (value) => {
    if (current) current.push(encode(value, true));
  };
  const api = {
    test(name, fn) {
      if (typeof fn !== "function") throw new TypeError("test(name, fn): fn must be a function");
      name = String(name);
      if (registering && !tests.has(name)) registering.push(name);
      tests.set(name, fn);
    },
    observe(value) {
      record(value);
    },
    observeThrows(fn) {
      let threw = false;
      try { fn(); } catch (_) { threw = true; }
      record(threw);
      return threw;
    },
    async observeRejects(promise) {
      let rejected = false;
      try { await promise; } catch (_) { rejected = true; }
      record(rejected);
      return rejected;
    },
  };
  // Globals for convenience only: test code gets the real functions as parameters (below), so a
  // submission that defines or replaces a global `test` or `observe` changes nothing for the tests.
  for (const k of Object.keys(api)) globalThis[k] = api[k];
  const apiNames = Object.keys(api);

  // Each test file runs in its own function scope, so its helpers never collide with the
  // submission's globals; a later file (hidden tests) runs after the earlier files' code again, so
  // it can use their helpers. Tests the earlier files register again keep their names.
  function loadTests(req) {
    const file = String(req.file || "tests.js").replace(/[^A-Za-z0-9_.-]/g, "_");
    const source = String(req.load);
    const body = loadedSources.concat([source]).join("\n;\n");
    const names = [];
    registering = names;
    try {
      const wrapper = vm.runInThisContext("(function (" + apiNames.join(", ") + ") {\n" + body + "\n})", { filename: file });
      wrapper(...apiNames.map((k) => api[k]));
    } catch (e) {
      return { err: errText(e) };
    } finally {
      registering = null;
    }
    loadedSources.push(source);
    return { loaded: names };
  }

  // Called on `beforeExit`: the event loop ran dry while a test still waited on a promise. The
  // rejection goes through an immediate so the loop turns again and can run dry (and warn) again.
  let onStall = null;
  onProcess("beforeExit", () => {
    if (onStall) { const f = onStall; onStall = null; later(f); }
  });

  async function runTest(req) {
    const name = String(req.test);
    const fn = tests.get(name);
    const obs = [];
    if (!fn) return { err: "no test named `" + name + "` is loaded", obs, t: 0 };
    current = obs;
    const start = cpuNow();
    try {
      const result = fn();
      if (result && typeof result.then === "function") {
        const stalled = new Promise((_, reject) => {
          onStall = () => reject(new Error("the test never finished: it waits on a promise that never settles"));
        });
        await Promise.race([result, stalled]);
      }
      return { obs, t: ms(start) };
    } catch (e) {
      return { err: errText(e), obs, t: ms(start) };
    } finally {
      onStall = null;
      current = null;
    }
  }

  // ---- main ----
  function readHeader() {
    return parse(readFileSync("header.json", "utf8"));
  }

  function loadSolution() {
    try {
      vm.runInThisContext(readFileSync("solution.js", "utf8"), { filename: "solution.js" });
      return null;
    } catch (e) {
      return errText(e);
    }
  }

  async function main() {
    const header = readHeader();
    const loadError = loadSolution();
    if (loadError !== null) {
      reply({ load_error: loadError });
      return;
    }
    reply({ ready: true });
    for (;;) {
      const line = readLine();
      if (line === null) return;
      if (!line.trim()) continue;
      let req;
      try {
        req = parse(line);
      } catch (e) {
        reply({ err: "bad request: " + errText(e) });
        continue;
      }
      if (req.load !== undefined) reply(loadTests(req));
      else if (req.test !== undefined) reply(await runTest(req));
      else reply(callOnce(header, req));
    }
  }

  main().then(
    () => exit(0),
    (e) => {
      try { writeSync(2, "driver error: " + String((e && e.stack) || e) + "\n"); } catch (_) { /* nothing left to tell */ }
      exit(1);
    },
  );
})();
