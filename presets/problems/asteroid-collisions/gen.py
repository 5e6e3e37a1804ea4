"""n non-zero asteroids. Large inputs: many right-movers then left-movers that smash them one by
one, so a rescan-after-each-collision solution is quadratic."""


def generate(n, rng):
    n = max(n, 2)
    if n < 1000:
        return [[rng.choice([-1, 1]) * rng.randint(1, 6) for _ in range(n)]]
    half = n // 2
    right = [rng.randint(1, 1000) for _ in range(half)]
    left = [-rng.randint(1, 1000) for _ in range(n - half - 1)] + [-1001]
    return [right + left]
