"""A tile string of length n. Small tests mix random letters over "ab"/"abc" with nested shapes;
large tests are mostly a random word followed by its mirror image with a few stray letters near the ends, so the
removals cascade from the middle and each rescan removes just one pair."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        letters = rng.choice(["ab", "abc"])
        if rng.random() < 0.5:
            half = "".join(rng.choice(letters) for _ in range(n // 2))
            s = half + (rng.choice(letters) if n % 2 else "") + half[::-1]
        else:
            s = "".join(rng.choice(letters) for _ in range(n))
        return [s]
    half = []
    for _ in range(n // 2):
        c = rng.choice("abcdefghijklmnopqrstuvwxyz")
        while half and half[-1] == c:
            c = rng.choice("abcdefghijklmnopqrstuvwxyz")
        half.append(c)
    s = list("".join(half) + "".join(reversed(half)))
    for _ in range(rng.randint(0, 3)):  # strays near the ends stop the cascade late
        at = rng.randrange(len(s) // 20)
        s[at if rng.random() < 0.5 else len(s) - 1 - at] = rng.choice("abcdefghijklmnopqrstuvwxyz")
    return ["".join(s)[:n] if n % 2 == 0 else "".join(s) + rng.choice("xyz")]


def valid(args):
    """The statement's preconditions."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 10**5 and all("a" <= c <= "z" for c in s)
