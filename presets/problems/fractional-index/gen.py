"""Two bounds that often share a long prefix, differ by one digit, use the extreme digits 0, 1, y
and z, or are left open (empty), so every branch of the midpoint is reached."""

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def key(rng, length):
    s = "".join(rng.choice("0011yzzV" if rng.random() < 0.5 else DIGITS) for _ in range(length - 1))
    return s + rng.choice(DIGITS[1:])  # never ends with "0"


def generate(n, rng):
    length = max(1, n)
    for _ in range(1000):
        a = key(rng, rng.randint(1, length))
        if rng.random() < 0.5:
            b = a[: rng.randint(0, len(a))] + key(rng, rng.randint(1, length))
        else:
            b = key(rng, rng.randint(1, length))
        a, b = sorted([a, b])
        r = rng.random()
        if r < 0.15:
            a = ""
        elif r < 0.3:
            b = ""
        if a != b and (not a or not b or a < b):
            return [a, b]
    return ["", ""]


def valid(args):
    a, b = args
    ok = lambda k: type(k) is str and len(k) <= 50 and all(c in DIGITS for c in k) and not k.endswith("0")
    return ok(a) and ok(b) and (not a or not b or a < b)
