"""Two Sum inputs with exactly one answer."""


def generate(n, rng):
    n = max(n, 2)
    span = max(10, 4 * n)
    while True:
        nums = [rng.randint(-span, span) for _ in range(n)]
        i, j = rng.sample(range(n), 2)
        target = nums[i] + nums[j]
        seen = {}
        pairs = 0
        for k, x in enumerate(nums):
            pairs += seen.get(target - x, 0)
            seen[x] = seen.get(x, 0) + 1
        if pairs == 1:
            return [nums, target]
