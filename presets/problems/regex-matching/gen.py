"""Small tests: random s over "ab" and random valid patterns over "ab." with stars. Sizes >= 20:
the classic exponential trap, a long run of a's against a*a*…a*c (plus a random tail)."""


def generate(n, rng):
    if n >= 20:
        k = min(n, 30)
        s = "a" * (k - 1) + rng.choice("bc")
        p = "a*" * ((k - 1) // 2) + rng.choice(["c", "b", "a", ".c"])
        return [s, p[:30]]
    s = "".join(rng.choice("ab") for _ in range(rng.randint(0, n)))
    p = ""
    while len(p) < rng.randint(1, max(1, n)):
        p += rng.choice("ab.")
        if rng.random() < 0.4:
            p += "*"
    return [s, p]


def valid(args):
    s, p = args
    if not (type(s) is str and type(p) is str and len(s) <= 30 and 1 <= len(p) <= 30):
        return False
    if not (set(s) <= set("abcdefghijklmnopqrstuvwxyz") and set(p) <= set("abcdefghijklmnopqrstuvwxyz.*")):
        return False
    return all(c != "*" or (i > 0 and p[i - 1] != "*") for i, c in enumerate(p))
