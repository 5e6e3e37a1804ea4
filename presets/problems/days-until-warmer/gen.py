"""n temperatures. Small tests use a narrow range so ties are common. Large tests are two to four
long, slowly cooling spells (each at least n/8 days), each starting at a temperature of its own:
a forward scan from every day runs at least to the end of its spell (quadratic), and a day's
warmer day is the start of a later spell, or none, not always the last day (a single spell ending
with a hot day let "the last day, unless a warmer one is near" answer every large input)."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 100:
        return [[rng.randint(18, 22) for _ in range(n)]]
    spells = rng.randint(2, 4)
    cuts = sorted(rng.sample(range(1, n // 2), spells - 1))
    lengths = [b - a + n // (2 * spells) for a, b in zip([0] + cuts, cuts + [n // 2])]
    lengths[-1] += n - sum(lengths)
    temps = []
    for length in lengths:
        top, drop = rng.randint(0, 60), rng.randint(20, 60)
        temps += [max(-50, top - i * drop // length - rng.randint(0, 1)) for i in range(length)]
    return [temps]


def valid(args):
    """The statement's preconditions: 1..10^5 temperatures in -50..60."""
    (temps,) = args
    return type(temps) is list and 1 <= len(temps) <= 10**5 and all(type(x) is int and -50 <= x <= 60 for x in temps)
