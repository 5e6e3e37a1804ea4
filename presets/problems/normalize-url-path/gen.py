"""A path of about n segments: names from a tiny set, ".", "..", encoded dots in mixed case, empty
segments (repeated slashes), and an ending that is a name, a slash, "." or "..". Large tests have
10^5 segments with long runs of ".." that pop deep stacks."""

NAMES = ["a", "b", "api", "v1", "...", ".a", "a.", "%2e", "%2ex", "%2E%2e", ".%2E", "%2e.", "x%2e"]
DOTS = [".", "..", "..", "%2e", "%2E%2e", ".%2e"]


def generate(n, rng):
    segs = []
    for _ in range(n):
        r = rng.random()
        if r < 0.5:
            segs.append(rng.choice(NAMES))
        elif r < 0.85:
            segs.append(rng.choice(DOTS))
        else:
            segs.append("")
    end = rng.choice(["", "name", ".", ".."]) if n else ""
    path = "/" + "/".join(segs)
    if end == "name":
        path += "/" + rng.choice(NAMES[:4])
    elif end:
        path += "/" + end
    return [path]


def valid(args):
    (p,) = args
    return type(p) is str and p.startswith("/") and len(p) <= 10**6 and all("!" <= c <= "~" for c in p)
