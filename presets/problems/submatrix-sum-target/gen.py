"""An n x n grid (n capped at 100) of small values so that many rectangles hit the target."""


def generate(n, rng):
    side = max(1, min(n, 100))
    m = [[rng.randint(-2, 2) for _ in range(side)] for _ in range(side)]
    return [m, rng.randint(-2, 2)]
