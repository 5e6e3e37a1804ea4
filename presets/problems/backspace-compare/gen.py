"""Two key sequences of about n keys. Small tests use "ab#" so equal results are common; t is often
built from s by inserting letter-backspace pairs, so the answer is true about half the time."""


def generate(n, rng):
    n = max(n, 1)
    keys = "ab#" if n <= 20 else "abc#"
    s = "".join(rng.choice(keys) for _ in range(n))
    if rng.random() < 0.5:
        t = "".join(ch + (rng.choice("abc") + "#" if rng.random() < 0.2 else "") for ch in s)[: 10**5]
    else:
        t = "".join(rng.choice(keys) for _ in range(n))
    return [s, t]


def valid(args):
    """The statement's preconditions: 1..10^5 keys each, lowercase letters or '#'."""
    return all(type(v) is str and 1 <= len(v) <= 10**5 and all(c == "#" or "a" <= c <= "z" for c in v) for v in args)
