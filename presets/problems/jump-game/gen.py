"""n jump lengths. Small tests mix zeros and short jumps (so both answers occur); large ones use
long jumps and an O(n · jump) marking pass does ~n^2 work. Half of them end reachable (jumps
n/2..n); the other half stop at a zero at p, drawn from [n/2, 3n/4), which every jump before it
reaches exactly or falls short of (they always ended reachable, so "true" answered every large
input)."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        nums = [rng.choice([0, 0, 1, 1, 2, 3]) for _ in range(n)]
    else:
        nums = [rng.randint(n // 2, n) for _ in range(n)]
        for _ in range(n // 10):
            nums[rng.randrange(n)] = 0
        nums[0] = n
        if rng.random() < 0.5:
            p = rng.randrange(n // 2, 3 * n // 4)
            for i in range(p):
                nums[i] = p - i - rng.randint(0, min(3, p - i))
            nums[p] = 0
    return [nums]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 10**5 and all(
        type(x) is int and 0 <= x <= 10**5 for x in nums
    )
