"""n = length. Small: 2-letter alphabet. Large: 'a'*n or a short period repeated, where comparing
every suffix naively is quadratic."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 50:
        return ["".join(rng.choice("ab") for _ in range(n))]
    if rng.random() < 0.5:
        return ["a" * n]
    unit = "".join(rng.choice("ab") for _ in range(rng.randint(1, 4)))
    return [(unit * (n // len(unit) + 1))[:n]]


def valid(args):
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 100000 and set(s) <= set("abcdefghijklmnopqrstuvwxyz")
