"""Rules and addresses. Small tests live inside 10.0.0.0/16-ish ranges with prefix lengths around
octet boundaries and odd ones (/0, /7, /12, /31, /32, bare addresses), rule host bits often set, and
addresses near rule edges. Large tests: n rules and n addresses over the whole space."""


def _fmt(a):
    return ".".join(str((a >> s) & 255) for s in (24, 16, 8, 0))


def generate(n, rng):
    n = max(1, n)
    big = n > 50
    base = rng.randint(0, 2**32 - 1) & 0xFFFF0000
    rules, ips = [], []
    for _ in range(n):
        a = rng.randint(0, 2**32 - 1) if big else base | rng.randint(0, 0xFFFF)
        length = rng.choice([0, 7, 8, 12, 16, 20, 23, 24, 25, 31, 32, None]) if not big else rng.randint(12, 32)
        if length == 0 and rng.random() < 0.7:
            length = 24
        rules.append(_fmt(a) if length is None else f"{_fmt(a)}/{length}")
    for _ in range(n):
        if not big and rng.random() < 0.6:
            r = rng.choice(rules)
            a = 0
            for i, x in enumerate(r.split("/")[0].split(".")):
                a |= int(x) << (24 - 8 * i)
            a ^= 1 << rng.randint(0, 16)
        else:
            a = rng.randint(0, 2**32 - 1) if big else base | rng.randint(0, 0xFFFF)
        ips.append(_fmt(a & 0xFFFFFFFF))
    return [rules, ips]


def valid(args):
    return True
