"""n cells and n updates [l, r, inc] with 0 <= l <= r < n; large ranges are long so O(n*q) shows."""


def generate(n, rng):
    n = max(n, 1)
    ups = []
    for _ in range(n):
        if n >= 1000:
            l = rng.randint(0, n // 4)
            r = rng.randint(3 * n // 4, n - 1)
        else:
            l = rng.randint(0, n - 1)
            r = rng.randint(l, n - 1)
        ups.append([l, r, rng.randint(-10**9, 10**9)])
    return [n, ups]


def valid(args):
    n, ups = args
    return n >= 1 and all(0 <= l <= r < n and -10**9 <= v <= 10**9 for l, r, v in ups)
