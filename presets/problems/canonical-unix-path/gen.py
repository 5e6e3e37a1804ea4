"""A path of about n characters built from pieces "", ".", "..", "...", short names and dotted
names, so that repeated slashes, climbs past the root and dot-only names are common."""


def generate(n, rng):
    n = max(1, n)
    pieces = ["", ".", "..", "...", "a", "b", "cd", ".x", "v1.0", "-_"]
    weights = [2, 2, 3, 1, 3, 3, 2, 1, 1, 1]
    out = ""
    while True:
        p = rng.choices(pieces, weights)[0]
        if len(out) + 1 + len(p) > n:
            break
        out += "/" + p
    if not out or rng.random() < 0.3 and len(out) < n:
        out += "/"
    return [out[:3000]]


def valid(args):
    """The statement's preconditions."""
    (path,) = args
    ok = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./")
    return type(path) is str and 1 <= len(path) <= 3000 and path[0] == "/" and set(path) <= ok
