"""n modules with about 2n dependencies, acyclic most of the time: each dependency points from a
module to one that comes earlier in a hidden random order (so small numbers are often unlocked
late), with a few repeats; a quarter of the small tests get one back edge, which often closes a
cycle (large tests stay acyclic, so the whole order is built)."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(n))
    rng.shuffle(order)
    deps = []
    m = rng.randint(0, 2 * n) if n <= 12 else 2 * n
    for _ in range(m if n > 1 else 0):
        i, j = sorted(rng.sample(range(n), 2))
        deps.append([order[j], order[i]])  # the later one depends on the earlier one
    if deps and rng.random() < 0.1:
        deps.append(list(rng.choice(deps)))
    if 1 < n <= 12 and rng.random() < 0.25:
        i, j = sorted(rng.sample(range(n), 2))
        deps.append([order[i], order[j]])  # a back edge
    rng.shuffle(deps)
    return [n, deps]


def valid(args):
    """The statement's preconditions."""
    n, deps = args
    if type(n) is not int or not 1 <= n <= 10**5 or type(deps) is not list or len(deps) > 2 * 10**5:
        return False
    return all(
        type(d) is list and len(d) == 2 and all(type(x) is int and 0 <= x < n for x in d) and d[0] != d[1] for d in deps
    )
