"""A pattern of n letters over a, b, c and an s built from it by mapping each letter to a string of
1..3 letters over x, y (so different letters often get equal or prefix-related strings), capped
at 20 characters; about half the time s is then altered (a letter changed, or cut short), which
usually makes the answer false."""


def generate(n, rng):
    n = max(1, min(n, 8))
    pattern = "".join(rng.choice("abc") for _ in range(n))
    while True:
        mapping = {c: "".join(rng.choice("xy") for _ in range(rng.randint(1, 3))) for c in "abc"}
        s = "".join(mapping[c] for c in pattern)
        if len(s) <= 20:
            break
    r = rng.random()
    if r < 0.3:
        i = rng.randrange(len(s))
        s = s[:i] + ("x" if s[i] == "y" else "y") + s[i + 1 :]
    elif r < 0.45 and len(s) > 1:
        s = s[: rng.randint(1, len(s) - 1)]
    return [pattern, s]


def valid(args):
    """The statement's preconditions: 1..20 lowercase letters each."""
    return all(type(x) is str and 1 <= len(x) <= 20 and all("a" <= c <= "z" for c in x) for x in args)
