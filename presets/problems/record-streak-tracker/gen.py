"""A constructor and n record calls. Small tests use temperatures 0..4 (equal readings are common);
large tests follow a slow upward trend with noise, so streaks grow long and counting back day by day
is quadratic, and the trend's slope varies with the seed."""


def generate(n, rng):
    n = max(1, n)
    calls = [["StreakTracker"]]
    if n <= 14:
        calls.extend(["record", rng.randint(0, 4)] for _ in range(n))
        return calls
    slope = rng.uniform(0.005, 0.02)
    for i in range(n):
        t = int(-10**4 + i * slope) + rng.randint(-30, 30)
        calls.append(["record", max(-10**4, min(10**4, t))])
    return calls


def valid(args):
    """Preconditions: the constructor, then at most 10^5 record calls with -10^4 <= temp <= 10^4."""
    if not args or args[0] != ["StreakTracker"] or len(args) > 10**5 + 1:
        return False
    return all(len(c) == 2 and c[0] == "record" and type(c[1]) is int and -10**4 <= c[1] <= 10**4 for c in args[1:])
