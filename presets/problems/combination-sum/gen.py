"""k = min(n, 8) distinct candidates in 2..40 and a target up to 40 ; redrawn until there are fewer than 150 answers."""


def generate(n, rng):
    k = max(1, min(n, 8))
    while True:  # redraw until the statement's "fewer than 150 combinations" holds
        cands = rng.sample(range(2, 41), k)
        target = rng.randint(1, min(40, 4 + 5 * n))
        if _count(cands, target) < 150:
            return [cands, target]


def _count(cands, target):
    ways = [1] + [0] * target
    for c in cands:
        for t in range(c, target + 1):
            ways[t] += ways[t - c]
    return ways[target]


def valid(args):
    cands, target = args
    return (
        type(cands) is list
        and 1 <= len(cands) <= 30
        and all(type(c) is int and 2 <= c <= 40 for c in cands)
        and len(set(cands)) == len(cands)
        and type(target) is int
        and 1 <= target <= 40
        and _count(cands, target) < 150
    )
