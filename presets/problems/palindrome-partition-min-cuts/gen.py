"""n = length. 2-letter alphabet (many overlapping palindromes) for small n; large strings mix
long runs with random letters."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        return ["".join(rng.choice("ab") for _ in range(n))]
    return ["".join(rng.choice("aab") for _ in range(n))]


def valid(args):
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 1500 and set(s) <= set("abcdefghijklmnopqrstuvwxyz")
