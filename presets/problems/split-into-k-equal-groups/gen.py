"""n values and a k. Small tests: values 1..6 and k from 1 to n, with the total usually made
divisible by k (so the answer is not read off the divisibility). Large tests (n = 16): k in 3..6,
values around a common size so that many near-partitions exist; the total is made divisible by k
and the answer is yes or no about equally often, which makes an unpruned search explore deep."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        nums = [rng.randint(1, 6) for _ in range(n)]
        k = rng.randint(1, n)
    else:
        k = rng.randint(3, 6)
        if rng.random() < 0.5:  # built as a yes: cut k groups of equal sum
            target = rng.randint(3000, 9000)
            sizes = [n // k + (1 if i < n % k else 0) for i in range(k)]
            nums = []
            for s in sizes:
                cuts = sorted(rng.sample(range(1, target), s - 1))
                nums += [b - a for a, b in zip([0] + cuts, cuts + [target])]
            rng.shuffle(nums)
            return [nums, k]
        nums = [rng.randint(1000, 4000) for _ in range(n)]
    if rng.random() < 0.8 and k > 1:
        r = sum(nums) % k
        if r:
            i = max(range(n), key=lambda j: nums[j])
            if nums[i] + (k - r) <= 10**4:
                nums[i] += k - r
    return [nums, k]


def valid(args):
    """The statement's preconditions: 1 <= k <= n <= 16, values in 1..10^4."""
    nums, k = args
    return (
        type(nums) is list
        and 1 <= len(nums) <= 16
        and all(type(x) is int and 1 <= x <= 10**4 for x in nums)
        and type(k) is int
        and 1 <= k <= len(nums)
    )
