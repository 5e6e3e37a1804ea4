def _parse(v):
    return tuple(int(x) for x in v.split("."))


def _expand(comp):
    """One comparator becomes a list of (op, triple)."""
    if comp[0] == "~":
        a, b, c = _parse(comp[1:])
        return [(">=", (a, b, c)), ("<", (a, b + 1, 0))]
    if comp[0] == "^":
        a, b, c = _parse(comp[1:])
        if a > 0:
            upper = (a + 1, 0, 0)
        elif b > 0:
            upper = (0, b + 1, 0)
        else:
            upper = (0, 0, c + 1)
        return [(">=", (a, b, c)), ("<", upper)]
    for op in (">=", "<=", ">", "<", "="):
        if comp.startswith(op):
            return [(op, _parse(comp[len(op):]))]
    return [("=", _parse(comp))]


def _holds(v, op, w):
    return {">=": v >= w, "<=": v <= w, ">": v > w, "<": v < w, "=": v == w}[op]


def filter_satisfying(versions, spec):
    sets = [[c for comp in part.split(" ") for c in _expand(comp)] for part in spec.split(" || ")]
    out = []
    for s in versions:
        v = _parse(s)
        if any(all(_holds(v, op, w) for op, w in cs) for cs in sets):
            out.append(s)
    return out
