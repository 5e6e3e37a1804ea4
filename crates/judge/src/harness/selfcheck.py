# mashang self-checked harness (Python), ONLY for problems imported from HumanEval-X (`self_checked`):
# their tests assert in-process, so the verdict is the test code's own. Code tests only (the bank
# refuses self-checked problems; function and design problems always use the dialogue driver,
# harness.py). stdin: nonce line and header JSON line; results go to stdout as
# "\n@@MASHANG:<nonce>:<json>" lines.
import io, json, sys, time, traceback, typing

_out = sys.stdout
_lines = sys.stdin.buffer.read().decode("utf-8").split("\n")
_nonce = _lines[0].strip()
_header = json.loads(_lines[1])
sys.stdin = io.StringIO("")
sys.setrecursionlimit(200000)


def _emit(obj):
    _out.write("\n@@MASHANG:" + _nonce + ":" + json.dumps(obj, separators=(",", ":")) + "\n")
    _out.flush()


def _err(e):
    tb = traceback.extract_tb(e.__traceback__)
    where = [f for f in tb if f.filename == "solution.py"]
    line = (" (solution.py line %d)" % where[-1].lineno) if where else ""
    return "%s: %s%s" % (type(e).__name__, e, line)


def _load():
    ns = {"__name__": "solution"}
    for n in ("List", "Optional", "Dict", "Tuple", "Set", "Any", "Deque"):
        ns[n] = getattr(typing, n)
    src = open("solution.py", encoding="utf-8").read()
    sys.stdout = sys.stderr
    try:
        exec(compile(src, "solution.py", "exec"), ns)
        for extra in _header.get("extra", []):
            exec(compile(open(extra, encoding="utf-8").read(), extra, "exec"), ns)
    except BaseException as e:
        sys.stdout = _out
        _emit({"load_error": _err(e) if not isinstance(e, SyntaxError) else "SyntaxError: %s (line %s)" % (e.msg, e.lineno)})
        _emit({"done": True})
        sys.exit(0)
    finally:
        sys.stdout = sys.stderr
    return ns


def _main():
    ns = _load()
    tests = [(n, f) for n, f in ns.items() if n.startswith("test_") and callable(f)]
    for i, (name, f) in enumerate(tests):
        start = time.perf_counter()
        try:
            f()
            _emit({"i": i, "name": name, "ok": True, "t": [(time.perf_counter() - start) * 1000]})
        except BaseException as e:
            _emit({"i": i, "name": name, "err": _err(e) or "assertion failed", "t": [(time.perf_counter() - start) * 1000]})
    _emit({"done": True})


_main()
