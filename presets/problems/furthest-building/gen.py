"""n heights with bricks and ladders. Small tests use small heights and budgets so the walk often
stops early; large tests give enough to reach far, with ladders around n/10."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        heights = [rng.randint(1, 8) for _ in range(n)]
        return [heights, rng.randint(0, 10), rng.randint(0, min(2, n))]
    heights = [rng.randint(1, 20000) for _ in range(n)]  # climbs small enough for the brick budget
    climbs = sorted((max(0, b - a) for a, b in zip(heights, heights[1:])), reverse=True)
    ladders = n // 10
    bricks = min(10**9, sum(climbs[ladders:]) * 9 // 10)
    return [heights, bricks, ladders]


def valid(args):
    """The statement's preconditions."""
    heights, bricks, ladders = args
    return (
        type(heights) is list and 1 <= len(heights) <= 10**5
        and all(type(x) is int and 1 <= x <= 10**6 for x in heights)
        and type(bricks) is int and 0 <= bricks <= 10**9
        and type(ladders) is int and 0 <= ladders <= len(heights)
    )
