"""About n values over d distinct numbers with random counts, shuffled; the counts of the top k are
bumped so the k-th count is strictly greater than the (k+1)-th (a unique answer)."""


def generate(n, rng):
    n = max(n, 1)
    d = max(1, rng.randint(1, n) if n <= 100 else n // 4)
    span = 10 if n <= 100 else 10**9
    values = rng.sample(range(-span, span + 1), min(d, 2 * span + 1))
    d = len(values)
    counts = [1] * d
    for _ in range(n - d):
        counts[rng.randrange(d)] += 1
    order = sorted(range(d), key=lambda i: -counts[i])
    k = rng.randint(1, d)
    for i in order[:k]:
        counts[i] += 1
    nums = [v for v, c in zip(values, counts) for _ in range(c)]
    rng.shuffle(nums)
    return [nums, k]


def valid(args):
    """The statement's preconditions: 1..2·10^5 values within ±10^9, 1 <= k <= distinct values,
    and a unique answer (the k-th highest count beats the (k+1)-th)."""
    nums, k = args
    if not (
        type(nums) is list
        and 1 <= len(nums) <= 2 * 10**5
        and all(type(x) is int and -(10**9) <= x <= 10**9 for x in nums)
        and type(k) is int
    ):
        return False
    counts = {}
    for x in nums:
        counts[x] = counts.get(x, 0) + 1
    ranked = sorted(counts.values(), reverse=True)
    return 1 <= k <= len(ranked) and (k == len(ranked) or ranked[k - 1] > ranked[k])
