"""n = array length = number of ops. Large tests: ranges over at least 90 % of the array and nine
adds for every query, so a loop over every element of each added range is slow."""


def generate(n, rng):
    n = max(n, 1)
    ops = []
    for _ in range(n):
        if n > 50:
            l = rng.randrange(n // 20)
            r = rng.randrange(n - n // 20, n)
        else:
            l = rng.randrange(n)
            r = rng.randrange(l, n)
        if rng.random() < (0.9 if n > 50 else 0.5):
            ops.append([0, l, r, rng.randint(-10000, 10000)])
        else:
            ops.append([1, l, r])
    return [n, ops]


def valid(args):
    n, ops = args
    if not (type(n) is int and 1 <= n <= 10000 and 1 <= len(ops) <= 10000):
        return False
    for op in ops:
        if op[0] == 0 and not (len(op) == 4 and 0 <= op[1] <= op[2] < n):
            return False
        if op[0] == 1 and not (len(op) == 3 and 0 <= op[1] <= op[2] < n):
            return False
        if op[0] not in (0, 1):
            return False
    return True
