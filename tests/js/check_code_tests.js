#!/usr/bin/env node
// Dev-only check of the JavaScript code tests, without the Rust judge or the sandbox: drives
// crates/judge/src/harness/harness.js over the dialogue protocol as the supervisor does (header.json,
// ready line on fd 3, one request per stdin line, one reply per request) and checks, per problem:
//   - the reference's observations are the same on two runs (the tests are deterministic);
//   - every known-wrong JavaScript solution differs from the reference on at least one hidden test
//     (or fails to answer it), so the judge keeps rejecting it.
// A turn unanswered within TURN_WALL_MS (a solution that loops) ends the run: the driver is killed
// and the rest of its tests count as unanswered, so one looping solution costs one wall, not one
// per test.
// Usage: node tests/js/check_code_tests.js [problem-id ...]   (exit status 1 on any failure;
// MASHANG_PROBLEMS=<dir> checks another bank directory)
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");

const ROOT = path.resolve(__dirname, "../..");
const HARNESS = path.join(ROOT, "crates/judge/src/harness/harness.js");
const BANK = process.env.MASHANG_PROBLEMS
  ? path.resolve(process.env.MASHANG_PROBLEMS)
  : path.join(ROOT, "presets/problems");
const TURN_WALL_MS = 20000;

const isSample = (name) => name.replace(/^test_/, "").startsWith("sample");

// One run of the driver: returns { ready, replies: [{request, reply}], died }.
function dialogue(solution, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mashang-js-"));
  fs.writeFileSync(path.join(dir, "header.json"), JSON.stringify({ mode: "code" }));
  fs.writeFileSync(path.join(dir, "solution.js"), solution);
  fs.copyFileSync(HARNESS, path.join(dir, "main.js"));
  const child = spawn(process.execPath, ["main.js"], { cwd: dir, stdio: ["pipe", "pipe", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  let buf = "";
  let waiting = null;
  const lines = [];
  child.stdio[3].on("data", (d) => {
    buf += d;
    let nl;
    while ((nl = buf.indexOf("\n")) >= 0) {
      lines.push(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
    }
    if (waiting && lines.length) waiting();
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
    if (waiting) waiting();
  });
  const next = () =>
    new Promise((resolve) => {
      const take = () => {
        waiting = null;
        clearTimeout(timer);
        resolve(lines.length ? lines.shift() : null);
      };
      const timer = setTimeout(() => {
        if (!lines.length && !exited) {
          exited = true;
          child.kill("SIGKILL");
        }
        take();
      }, TURN_WALL_MS);
      if (lines.length || exited) take();
      else waiting = take;
    });
  const ask = async (request) => {
    lines.length = 0; // a reply can only answer a request it has seen
    if (exited) return null;
    child.stdin.write(JSON.stringify(request) + "\n");
    const line = await next();
    return line === null ? null : JSON.parse(line);
  };
  const finish = () => {
    child.stdin.end();
    child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { next, ask, finish, output: () => ({ out, err }) };
}

// Samples first, then the hidden file, as the judge does. Returns a map name -> reply (or null).
async function runAll(solution, samples, hidden) {
  const d = dialogue(solution);
  const results = new Map();
  try {
    const ready = await d.next();
    if (ready === null || !JSON.parse(ready).ready) return { ready, results, ...d.output() };
    for (const [file, source] of [["samples.js", samples], ["test.js", hidden]]) {
      const loaded = await d.ask({ load: source, file });
      if (!loaded || !loaded.loaded) {
        results.set("load " + file, loaded);
        break;
      }
      for (const name of loaded.loaded) results.set(name, await d.ask({ test: name }));
    }
    return { ready, results, ...d.output() };
  } finally {
    d.finish();
  }
}

const obsOf = (reply) => (reply ? JSON.stringify({ obs: reply.obs, err: reply.err !== undefined }) : "no reply");

async function checkProblem(id) {
  const dir = path.join(BANK, id);
  const read = (rel) => fs.readFileSync(path.join(dir, rel), "utf8");
  const samples = read("tests/samples.js");
  const hidden = read("tests/test.js");
  const problems = [];
  const ref = read("solutions/ref.js");
  const a = await runAll(ref, samples, hidden);
  const b = await runAll(ref, samples, hidden);
  const timing = [...a.results].map(([n, r]) => `${n}:${r && r.t !== undefined ? r.t.toFixed(1) : "?"}`);
  for (const [name, reply] of a.results) {
    if (!reply || reply.err !== undefined) problems.push(`reference fails ${name}: ${JSON.stringify(reply)}`);
    if (obsOf(reply) !== obsOf(b.results.get(name))) problems.push(`reference not deterministic on ${name}`);
  }
  if (![...a.results.keys()].some(isSample)) problems.push("no sample test");
  const hiddenNames = [...a.results.keys()].filter((n) => !isSample(n));
  if (!hiddenNames.length) problems.push("no hidden test");
  const wrongDir = path.join(dir, "wrong");
  const wrong = fs.existsSync(wrongDir) ? fs.readdirSync(wrongDir).filter((f) => f.endsWith(".js")) : [];
  const caught = [];
  for (const w of wrong) {
    const r = await runAll(read("wrong/" + w), samples, hidden);
    const differs = hiddenNames.filter((n) => obsOf(r.results.get(n)) !== obsOf(a.results.get(n)));
    if (!differs.length) problems.push(`wrong/${w} matches the reference on every hidden test`);
    else caught.push(`wrong/${w}: ${differs.join(", ")}`);
  }
  return { id, problems, caught, timing, tests: a.results.size };
}

async function main() {
  const ids = process.argv.slice(2).length
    ? process.argv.slice(2)
    : fs.readdirSync(BANK).filter((id) => fs.existsSync(path.join(BANK, id, "tests/samples.js")));
  let failed = false;
  for (const id of ids) {
    const r = await checkProblem(id);
    console.log(`${r.problems.length ? "FAIL" : "ok  "} ${id}: ${r.tests} tests`);
    for (const c of r.caught) console.log(`       caught ${c}`);
    if (process.env.VERBOSE) console.log(`       ms ${r.timing.join(" ")}`);
    for (const p of r.problems) console.log(`       ${p}`);
    failed = failed || r.problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

main();
