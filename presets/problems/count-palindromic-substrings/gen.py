"""n = length. Small: 2-letter alphabet; large: mostly one letter (many long palindromes)."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 50:
        return ["".join(rng.choice("ab") for _ in range(n))]
    return ["".join("a" if rng.random() < 0.9 else "b" for _ in range(n))]


def valid(args):
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 2000 and set(s) <= set("abcdefghijklmnopqrstuvwxyz")
