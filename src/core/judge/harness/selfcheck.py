# mashang self-checked harness (Python), ONLY for problems imported from HumanEval-X (`self_checked`):
# their tests assert in-process, so the verdict is the test code's own. stdin: nonce line, header JSON
# line, then one JSON test per line; results go to stdout as "\n@@MASHANG:<nonce>:<json>" lines.
import ast, io, json, math, signal, sys, time, traceback, typing

_out = sys.stdout
_lines = sys.stdin.buffer.read().decode("utf-8").split("\n")
_nonce = _lines[0].strip()
_header = json.loads(_lines[1])
sys.stdin = io.StringIO("")
sys.setrecursionlimit(200000)


class _Overtime(BaseException):
    """Raised by the per-test watchdog: the test already exceeded its limit, so its verdict is
    time_limit whatever it would return; stopping now saves the rest of the job's budget."""


def _overtime(signum, frame):
    raise _Overtime()


signal.signal(signal.SIGALRM, _overtime)


def _emit(obj):
    _out.write("\n@@MASHANG:" + _nonce + ":" + json.dumps(obj, separators=(",", ":")) + "\n")
    _out.flush()


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def _conv_in(t, v):
    if v is None:
        return None
    if t == "float":
        return float(v)
    if t == "list_node":
        head = None
        for x in reversed(v):
            head = ListNode(x, head)
        return head
    if t == "tree_node":
        if not v or v[0] is None:
            return None
        root = TreeNode(v[0])
        queue, i = [root], 1
        for node in queue:
            if i >= len(v):
                break
            if v[i] is not None:
                node.left = TreeNode(v[i])
                queue.append(node.left)
            i += 1
            if i < len(v) and v[i] is not None:
                node.right = TreeNode(v[i])
                queue.append(node.right)
            i += 1
        return root
    if isinstance(t, list):
        if t[0] == "list":
            return [_conv_in(t[1], x) for x in v]
        if t[0] == "opt":
            return _conv_in(t[1], v)
        if t[0] == "map":
            return {(k if t[1] == "string" else int(k)): _conv_in(t[2], x) for k, x in v.items()}
    return v


def _conv_out(t, v):
    if v is None:
        return [] if t in ("list_node", "tree_node") else None
    if t == "float":
        v = float(v)
        return v if math.isfinite(v) else None
    if t == "list_node":
        out = []
        while v is not None and len(out) <= 10**6:
            out.append(v.val)
            v = v.next
        return out
    if t == "tree_node":
        out, queue = [], [v]
        for node in queue:
            if len(out) > 10**6:
                break
            if node is None:
                out.append(None)
            else:
                out.append(node.val)
                queue.append(node.left)
                queue.append(node.right)
        while out and out[-1] is None:
            out.pop()
        return out
    if isinstance(t, list):
        if t[0] == "list":
            return [_conv_out(t[1], x) for x in v]
        if t[0] == "opt":
            return _conv_out(t[1], v)
        if t[0] == "map":
            return {str(k): _conv_out(t[2], x) for k, x in v.items()}
    if t in ("int", "long") and isinstance(v, bool):
        return v
    if t == "void":
        return None
    return v


def _camel(name):
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def _find(ns, name):
    for n in (name, _camel(name)):
        if callable(ns.get(n)):
            return ns[n]
    sol = ns.get("Solution")
    if isinstance(sol, type):
        inst = sol()
        for n in (name, _camel(name)):
            if callable(getattr(inst, n, None)):
                return getattr(inst, n)
    raise NameError("function `%s` is not defined" % name)


def _method(obj, name):
    for n in (name, _camel(name)):
        m = getattr(obj, n, None)
        if callable(m):
            return m
    raise AttributeError("method `%s` is not defined" % name)


def _err(e):
    tb = traceback.extract_tb(e.__traceback__)
    where = [f for f in tb if f.filename == "solution.py"]
    line = (" (solution.py line %d)" % where[-1].lineno) if where else ""
    return "%s: %s%s" % (type(e).__name__, e, line)


def _style(src):
    out = []
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return out
    used, args = set(), {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if node.name != node.name.lower():
                out.append({"tool": "python-ast", "rule": "naming", "line": node.lineno, "message": "function `%s` is not snake_case (PEP 8)" % node.name})
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > 40:
                out.append({"tool": "python-ast", "rule": "function-length", "line": node.lineno, "message": "function `%s` is %d lines long; split it" % (node.name, length)})
            depth = _depth(node, 0)
            if depth > 4:
                out.append({"tool": "python-ast", "rule": "nesting", "line": node.lineno, "message": "function `%s` nests blocks %d deep" % (node.name, depth)})
            for a in node.args.args + node.args.kwonlyargs:
                if a.arg not in ("self", "cls"):
                    args.setdefault(node, []).append(a.arg)
        elif isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Store):
                if len(node.id) == 1 and node.id not in "ijknmxyz_" and node.id.isalpha():
                    out.append({"tool": "python-ast", "rule": "naming", "line": node.lineno, "message": "one-letter name `%s` says little" % node.id})
                elif node.id != node.id.lower() and not node.id.isupper():
                    out.append({"tool": "python-ast", "rule": "naming", "line": node.lineno, "message": "`%s` is not snake_case (PEP 8)" % node.id})
            else:
                used.add(node.id)
    names_in_funcs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    names_in_funcs.add((sub.id, sub.lineno))
    for name, line in sorted(names_in_funcs, key=lambda x: x[1]):
        if name not in used and name != "_" and not name.startswith("_"):
            out.append({"tool": "python-ast", "rule": "unused-name", "line": line, "message": "`%s` is assigned but never used" % name})
    for fn, names in args.items():
        body_names = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
        for a in names:
            if a not in body_names and not a.startswith("_"):
                out.append({"tool": "python-ast", "rule": "unused-name", "line": fn.lineno, "message": "parameter `%s` of `%s` is never used" % (a, fn.name)})
    seen, unique = set(), []
    for f in out:
        key = (f["rule"], f["message"])
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique[:12]


def _depth(node, d):
    best = d
    for child in ast.iter_child_nodes(node):
        nd = d + 1 if isinstance(child, (ast.If, ast.For, ast.While, ast.With, ast.Try, ast.AsyncFor, ast.AsyncWith)) else d
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        best = max(best, _depth(child, nd))
    return best


def _load():
    ns = {"__name__": "solution", "ListNode": ListNode, "TreeNode": TreeNode}
    for n in ("List", "Optional", "Dict", "Tuple", "Set", "Any", "Deque"):
        ns[n] = getattr(typing, n)
    src = open("solution.py", encoding="utf-8").read()
    if _header.get("style"):
        _emit({"style": _style(src)})
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


def _run_function(ns, test):
    fn = _find(ns, _header["name"])
    args = [_conv_in(t, a) for t, a in zip(_header["params"], test["args"])]
    start = time.perf_counter()
    v = fn(*args)
    ms = (time.perf_counter() - start) * 1000
    return _conv_out(_header["returns"], v), ms


def _run_design(ns, test):
    cls_name = _header["class"]
    cls = ns.get(cls_name)
    if not isinstance(cls, type):
        raise NameError("class `%s` is not defined" % cls_name)
    calls = test["calls"]
    results = [None]
    sigs = _header["methods"]
    ctor_args = [_conv_in(t, a) for t, a in zip(_header["ctor"], calls[0][1:])]
    start = time.perf_counter()
    obj = cls(*ctor_args)
    for k in range(1, len(calls)):
        name = calls[k][0]
        params, ret = sigs[name]
        try:
            v = _method(obj, name)(*[_conv_in(t, a) for t, a in zip(params, calls[k][1:])])
        except BaseException as e:
            e.args = ("call %d `%s`: %s" % (k, name, e),)
            raise
        results.append(_conv_out(ret, v))
    ms = (time.perf_counter() - start) * 1000
    return results, ms


def _main():
    ns = _load()
    mode = _header["mode"]
    if mode == "code":
        tests = [(n, f) for n, f in ns.items() if n.startswith("test_") and callable(f)]
        for i, (name, f) in enumerate(tests):
            start = time.perf_counter()
            try:
                f()
                _emit({"i": i, "name": name, "ok": True, "t": [(time.perf_counter() - start) * 1000]})
            except BaseException as e:
                _emit({"i": i, "name": name, "err": _err(e) or "assertion failed", "t": [(time.perf_counter() - start) * 1000]})
        _emit({"done": True})
        return
    run = _run_function if mode == "function" else _run_design
    probe_spent, probe_stopped = 0.0, False
    for line in _lines[2:]:
        if not line.strip():
            continue
        test = json.loads(line)
        i = test["i"]
        if test.get("probe") and probe_stopped:
            _emit({"i": i, "skip": True})
            continue
        times, value = [], None
        watch = not test.get("probe") and test.get("limit")
        start = time.perf_counter()
        try:
            if watch:
                signal.setitimer(signal.ITIMER_REAL, watch * 1.5 / 1000 + 0.05)
            for _ in range(max(1, test.get("repeat", 1))):
                value, ms = run(ns, test)
                times.append(ms)
                if test.get("probe") and sum(times) > test["budget"]:
                    break
        except _Overtime:
            _emit({"i": i, "overtime": True, "t": [(time.perf_counter() - start) * 1000]})
            _emit({"stopped": i})
            break
        except BaseException as e:
            _emit({"i": i, "err": _err(e), "t": times})
            continue
        finally:
            if watch:
                signal.setitimer(signal.ITIMER_REAL, 0)
        try:
            _emit({"i": i, "v": value, "t": times})
        except (TypeError, ValueError) as e:
            _emit({"i": i, "err": "result is not serialisable: %s" % e, "t": times})
        if test.get("probe"):
            probe_spent += sum(times)
            if min(times) > test["budget"] or probe_spent > _header.get("probe_total", 4000):
                probe_stopped = True
        elif min(times) > test.get("limit", 1e18):
            _emit({"stopped": i})
            break
    _emit({"done": True})


_main()
