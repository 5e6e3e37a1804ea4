"""n tags built from one stem: each tag is a random-length piece of the stem plus a random tail,
over a small alphabet, so the answer's length varies and tags that are prefixes of others (or
empty) appear."""


def generate(n, rng):
    n = max(1, n)
    alphabet = "v1.-" if rng.random() < 0.5 else "ab0."
    big = n > 8
    stem = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 150 if big else 6)))
    tags = []
    for _ in range(n):
        cut = rng.randint(max(0, len(stem) - 3), len(stem)) if big or rng.random() < 0.8 else rng.randint(0, len(stem))
        tail = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40 if big else 3)))
        tags.append((stem[:cut] + tail)[:200])
    return [tags]


def valid(args):
    """The statement's preconditions."""
    (tags,) = args
    ok = set("abcdefghijklmnopqrstuvwxyz0123456789.-")
    return type(tags) is list and 1 <= len(tags) <= 10**4 and all(
        type(t) is str and len(t) <= 200 and set(t) <= ok for t in tags)
