# mashang judge driver (Python), protocol of sandbox/src/protocol.rs `Dialogue`: reads header.json
# (mode and signature, not secret), loads solution.py, writes ONE ready line to fd 3, then answers
# each request line read from stdin with one reply line on fd 3. It decides nothing: values,
# observations and its own call times go out; comparison and timing are judged outside, and the
# supervisor kills a run over its limits. User prints go to stderr (stdout is redirected there).
import ast, json, math, os, sys, time, traceback, types, typing

_write = os.write
# CPU time of this thread, not wall time: a call preempted on a busy machine must not look slower
# (a wall clock made a linear reference fit n^1.7 under load). Not the process clock either: with
# RLIMIT_CPU set it only advances at scheduler ticks (4 ms steps). The judge trusts it only when
# the supervisor's own CPU reading of the exchange agrees (probe.rs).
_clock = time.thread_time
_dumps = json.dumps
_stdin = sys.stdin.buffer
_header = json.load(open("header.json", encoding="utf-8"))
sys.stdin = open(os.devnull)
sys.stdout = sys.stderr
sys.setrecursionlimit(200000)


def _reply(obj):
    try:
        line = _dumps(obj, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        line = _dumps({"err": "result is not serialisable: %s" % e, "t": obj.get("t", 0)})
    data = (line + "\n").encode("utf-8")
    while data:
        data = data[_write(3, data):]


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next

    def __class_getitem__(cls, item):
        return cls


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

    def __class_getitem__(cls, item):
        return cls


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


def _encode(v, seen=()):
    """An observation as JSON: tuples as lists, sets sorted when sortable, non-finite floats and
    non-JSON objects as {"$": ...} markers, cycles cut."""
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return v
    if isinstance(v, float):
        if math.isnan(v):
            return {"$": "NaN"}
        if math.isinf(v):
            return {"$": "Infinity" if v > 0 else "-Infinity"}
        return v
    if id(v) in seen:
        return {"$": "cycle"}
    inner = seen + (id(v),)
    if isinstance(v, (list, tuple)):
        return [_encode(x, inner) for x in v]
    if isinstance(v, (set, frozenset)):
        items = list(v)
        try:
            items.sort()
        except TypeError:
            items.sort(key=repr)
        return [_encode(x, inner) for x in items]
    if isinstance(v, dict):
        if all(isinstance(k, str) for k in v):
            return {k: _encode(x, inner) for k, x in v.items()}
        return {"$": "dict", "v": [[_encode(k, inner), _encode(x, inner)] for k, x in v.items()]}
    return {"$": "repr", "v": repr(v)}


def _load():
    ns = {"__name__": "solution", "ListNode": ListNode, "TreeNode": TreeNode}
    for n in ("List", "Optional", "Dict", "Tuple", "Set", "Any", "Deque"):
        ns[n] = getattr(typing, n)
    src = open("solution.py", encoding="utf-8").read()
    ready = {"ready": True}
    if _header.get("style"):
        ready["style"] = _style(src)
    try:
        exec(compile(src, "solution.py", "exec"), ns)
    except SyntaxError as e:
        _reply({"load_error": "SyntaxError: %s (line %s)" % (e.msg, e.lineno)})
        sys.exit(0)
    except BaseException as e:
        _reply({"load_error": _err(e)})
        sys.exit(0)
    return ns, ready


def _call_function(ns, req):
    fn = _find(ns, _header["name"])
    args = [_conv_in(t, a) for t, a in zip(_header["params"], req["args"])]
    start = _clock()
    v = fn(*args)
    ms = (_clock() - start) * 1000
    out = {"v": _conv_out(_header["returns"], v), "t": ms}
    m = _header.get("mutates")
    if m is not None:
        # In place: the argument's state right after the call, copied into the reply now (what
        # runs later cannot change it); the judge builds the answer from it.
        out["m"] = _conv_out(_header["params"][m], args[m])
    return out


def _call_design(ns, req):
    cls_name = _header["class"]
    cls = ns.get(cls_name)
    if not isinstance(cls, type):
        raise NameError("class `%s` is not defined" % cls_name)
    calls = req["calls"]
    sigs = _header["methods"]
    ctor_args = [_conv_in(t, a) for t, a in zip(_header["ctor"], calls[0][1:])]
    results, ms = [None], 0.0
    start = _clock()
    obj = cls(*ctor_args)
    ms += _clock() - start
    for k in range(1, len(calls)):
        name = calls[k][0]
        params, ret = sigs[name]
        args = [_conv_in(t, a) for t, a in zip(params, calls[k][1:])]
        start = _clock()
        try:
            v = _method(obj, name)(*args)
        except BaseException as e:
            e.args = ("call %d `%s`: %s" % (k, name, e),)
            raise
        ms += _clock() - start
        results.append(_conv_out(ret, v))
    return results, ms * 1000


class _Code:
    """Code tests: test files are loaded on request (samples first, the hidden file only after every
    sample ran); a test records observations, it never asserts."""

    def __init__(self, ns):
        self.ns, self.tests, self.obs = ns, {}, []
        ns["observe"] = self.observe
        ns["observe_throws"] = self.observe_throws

    def observe(self, value):
        self.obs.append(_encode(value))
        return value

    def observe_throws(self, fn):
        try:
            fn()
            threw = False
        except Exception:
            threw = True
        self.obs.append(threw)
        return threw

    def load(self, req):
        name = req.get("file", "tests.py")
        exec(compile(req["load"], name, "exec"), self.ns)
        fresh = [n for n, f in self.ns.items() if n.startswith("test_") and callable(f)
                 and getattr(getattr(f, "__code__", None), "co_filename", None) == name]
        for n in fresh:
            self.tests[n] = self.ns[n]
        return {"loaded": fresh}

    def run(self, req):
        self.obs = []
        f = self.tests.get(req["test"])
        start = _clock()
        try:
            if f is None:
                raise NameError("no test named `%s`" % req["test"])
            r = f()
            if isinstance(r, types.CoroutineType):
                # Imported only for async tests: asyncio costs ~45 ms to import.
                import asyncio

                asyncio.run(r)
        except BaseException as e:
            return {"err": _err(e), "obs": self.obs, "t": (_clock() - start) * 1000}
        return {"obs": self.obs, "t": (_clock() - start) * 1000}


def _answer(ns, code, req):
    if code is not None:
        if "load" in req:
            try:
                return code.load(req)
            except BaseException as e:
                return {"err": _err(e)}
        return code.run(req)
    start = _clock()
    try:
        if "args" in req:
            return _call_function(ns, req)
        v, ms = _call_design(ns, req)
    except BaseException as e:
        return {"err": _err(e), "t": (_clock() - start) * 1000}
    return {"v": v, "t": ms}


def _main():
    ns, ready = _load()
    code = _Code(ns) if _header["mode"] == "code" else None
    _reply(ready)
    while True:
        line = _stdin.readline()
        if not line:
            break
        if not line.strip():
            continue
        try:
            req = json.loads(line)
        except ValueError as e:
            _reply({"err": "unreadable request: %s" % e})
            continue
        _reply(_answer(ns, code, req))


_main()
