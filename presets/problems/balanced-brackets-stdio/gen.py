"""Bracket queries as stdin text.

Small n: n queries of random (half of them balanced) strings up to a few characters, some empty.
Large n (>= 1000): about n characters in total: one deeply nested balanced string, a deep string
with one wrong bracket in the middle, and many short queries including blank lines.
"""

OPEN, CLOSE = "([{", ")]}"


def balanced(length, rng):
    """A random balanced string of about `length` characters (iterative: depth may be huge)."""
    out, stack = [], []
    for _ in range(length // 2):
        if stack and rng.random() < 0.5:
            out.append(CLOSE[stack.pop()])
        else:
            t = rng.randrange(3)
            stack.append(t)
            out.append(OPEN[t])
    while stack:
        out.append(CLOSE[stack.pop()])
    return "".join(out)


def nested(depth, rng):
    types = [rng.randrange(3) for _ in range(depth)]
    return "".join(OPEN[t] for t in types) + "".join(CLOSE[t] for t in reversed(types))


def short(rng):
    r = rng.random()
    if r < 0.1:
        return ""
    if r < 0.55:
        return balanced(rng.randint(2, 8), rng)
    return "".join(rng.choice("()[]{}") for _ in range(rng.randint(1, 6)))


def generate(n, rng):
    if n < 1000:
        queries = [short(rng) for _ in range(max(1, n))]
    else:
        deep = nested(n // 8, rng)
        broken = list(nested(n // 8, rng))
        mid = len(broken) // 2 + rng.randint(0, 3)
        broken[mid] = {")": "]", "]": "}", "}": ")"}.get(broken[mid], broken[mid])
        queries = [deep, "".join(broken), balanced(n // 8, rng)]
        used = sum(len(s) + 1 for s in queries)
        while used < n:
            s = short(rng)
            queries.append(s)
            used += len(s) + 1
        rng.shuffle(queries)
    return f"{len(queries)}\n" + "\n".join(queries) + "\n"
