"""n items. Small: light items, small capacity. Large: n items, capacity 5000 — brute force over
2^n subsets cannot finish."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 8:
        w = [rng.randint(1, 6) for _ in range(n)]
        v = [rng.randint(0, 10) for _ in range(n)]
        return [w, v, rng.randint(0, 15)]
    w = [rng.randint(50, 400) for _ in range(n)]
    v = [rng.randint(0, 10**6) for _ in range(n)]
    return [w, v, 5000]


def valid(args):
    w, v, cap = args
    return (1 <= len(w) == len(v) <= 100 and all(1 <= x <= 5000 for x in w)
            and all(0 <= x <= 10**6 for x in v) and 0 <= cap <= 5000)
