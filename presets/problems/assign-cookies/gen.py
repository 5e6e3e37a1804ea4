"""n children and about n cookies. Small tests use tiny values (ties, cookies too small). Large
tests give every child a greed of at least 2 and make half the cookies size 1 (useless to all),
so a linear search through the sorted cookies walks past them for every child."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        greed = [rng.randint(1, 6) for _ in range(n)]
        sizes = [rng.randint(1, 6) for _ in range(rng.randint(0, n))]
        return [greed, sizes]
    greed = [rng.randint(2, 10**9) for _ in range(n)]
    sizes = [1] * (n // 2) + [rng.randint(2, 10**9) for _ in range(n - n // 2)]
    rng.shuffle(sizes)
    return [greed, sizes]


def valid(args):
    greed, sizes = args
    return (
        type(greed) is list
        and type(sizes) is list
        and 1 <= len(greed) <= 3 * 10**4
        and 0 <= len(sizes) <= 3 * 10**4
        and all(type(x) is int and 1 <= x <= 2**31 - 1 for x in greed + sizes)
    )
