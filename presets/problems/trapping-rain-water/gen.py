"""n bar heights. Small tests use heights 0..4 (many ties and plateaus). Large tests put the maximum
height at both ends and random heights between, so about n·5·10^4 units are trapped: far beyond
32 bits."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return [[rng.randint(0, 4) for _ in range(n)]]
    h = [rng.randint(0, 10**5) for _ in range(n)]
    h[0] = h[-1] = 10**5
    return [h]


def valid(args):
    """The statement's preconditions: 1..2·10^5 bar heights in 0..10^5."""
    (height,) = args
    return (
        type(height) is list
        and 1 <= len(height) <= 2 * 10**5
        and all(type(h) is int and 0 <= h <= 10**5 for h in height)
    )
