"""A sea of about n cells and about n operations. Small tests: seas up to 4 x 4 with repeats.
Large tests: a roughly square sea filled at random cells (a fifth of them repeats), so islands
appear, grow and merge throughout and the count rises and then falls."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        m, w = rng.randint(1, 4), rng.randint(1, 4)
    else:
        m = max(1, int(n**0.5) + rng.randint(-5, 5))
        w = max(1, n // m)
    k = max(1, n if n > 16 else rng.randint(1, 2 * n))
    positions = []
    for _ in range(k):
        if positions and rng.random() < 0.2:
            positions.append(list(rng.choice(positions)))
        else:
            positions.append([rng.randrange(m), rng.randrange(w)])
    return [m, w, positions]


def valid(args):
    """The statement's preconditions: m * n <= 10^5, 1..10^5 positions inside the sea."""
    m, n, positions = args
    if type(m) is not int or type(n) is not int or not (1 <= m and 1 <= n and m * n <= 10**5):
        return False
    if type(positions) is not list or not 1 <= len(positions) <= 10**5:
        return False
    return all(
        type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is int and 0 <= p[0] < m and 0 <= p[1] < n
        for p in positions
    )
