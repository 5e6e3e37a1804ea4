"""A text of n letters and a word. Small tests use a two- or three-letter alphabet so that matches
and near misses (same letters, other counts) are common; large tests make the word about n/3 to
n/2 letters long over "abc", so sorting every window costs about n^2 log n / 6 steps, and the text
contains scrambled copies at places that vary with the seed."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        letters = rng.choice(["ab", "abc"])
        text = "".join(rng.choice(letters) for _ in range(n))
        m = rng.randint(1, n + 1)
        if rng.random() < 0.6 and m <= n:
            start = rng.randint(0, n - m)
            w = list(text[start:start + m])
            rng.shuffle(w)
            word = "".join(w)
        else:
            word = "".join(rng.choice(letters) for _ in range(m))
        return [text, word]
    m = rng.randint(n // 3, n // 2)
    text = "".join(rng.choice("abc") for _ in range(n))
    start = rng.randint(0, n - m)
    w = list(text[start:start + m])
    rng.shuffle(w)
    return [text, "".join(w)]


def valid(args):
    """The statement's preconditions: 1..10^5 lowercase letters each."""
    text, word = args
    ok = lambda s: type(s) is str and 1 <= len(s) <= 10**5 and all("a" <= c <= "z" for c in s)
    return ok(text) and ok(word)
