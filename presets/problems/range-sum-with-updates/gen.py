"""n = array length = number of ops; half updates, half queries over wide ranges."""


def generate(n, rng):
    n = max(n, 1)
    nums = [rng.randint(-100000, 100000) for _ in range(n)]
    ops = []
    for _ in range(n):
        if rng.random() < 0.5:
            ops.append([0, rng.randrange(n), rng.randint(-100000, 100000)])
        else:
            l = rng.randrange(max(1, n // 4)) if n > 50 else rng.randrange(n)
            r = rng.randrange(l, n) if n <= 50 else rng.randrange(max(l, n - n // 4), n)
            ops.append([1, l, r])
    return [nums, ops]


def valid(args):
    nums, ops = args
    n = len(nums)
    if not (1 <= n <= 50000 and 1 <= len(ops) <= 50000):
        return False
    for op in ops:
        if op[0] == 0 and not (len(op) == 3 and 0 <= op[1] < n):
            return False
        if op[0] == 1 and not (len(op) == 3 and 0 <= op[1] <= op[2] < n):
            return False
        if op[0] not in (0, 1):
            return False
    return True
