"""An n x n grid (n capped at 150, the constraint) of small values so that many rectangles hit the
target."""


def generate(n, rng):
    side = max(1, min(n, 150))
    m = [[rng.randint(-2, 2) for _ in range(side)] for _ in range(side)]
    return [m, rng.randint(-2, 2)]
