"""n = text length. Small tests use a 2-letter alphabet so matches overlap; large ones are
'a'*n with a pattern 'a'*(m-1)+'b' (the naive scan's worst case) or a periodic text."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 50:
        text = "".join(rng.choice("ab") for _ in range(n))
        m = rng.randint(1, n)
        if rng.random() < 0.6:
            i = rng.randint(0, n - m)
            pattern = text[i:i + m]
        else:
            pattern = "".join(rng.choice("ab") for _ in range(m))
        return [text, pattern]
    if rng.random() < 0.5:
        m = n // 2
        return ["a" * n, "a" * (m - 1) + "b"]
    m = n // 3
    return ["a" * (n - 1) + "b", "a" * (m - 1) + "b"]


def valid(args):
    text, pattern = args
    return (type(text) is str and type(pattern) is str and 1 <= len(pattern) <= len(text) <= 200000
            and set(text + pattern) <= set("abcdefghijklmnopqrstuvwxyz"))
