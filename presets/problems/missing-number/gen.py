"""0..n without one value, shuffled. Large tests miss a value near the top, so a per-candidate
scan does ~n^2/2 work."""


def generate(n, rng):
    n = max(n, 1)
    gone = rng.randint(0, n) if n <= 1000 else n - rng.randint(0, 3)
    nums = [x for x in range(n + 1) if x != gone]
    rng.shuffle(nums)
    return [nums]


def valid(args):
    (nums,) = args
    n = len(nums) if type(nums) is list else 0
    return 1 <= n <= 10**5 and all(type(x) is int and 0 <= x <= n for x in nums) and len(set(nums)) == n
