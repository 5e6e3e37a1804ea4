"""0..n without one value, shuffled. Large tests miss a value drawn from [n/4, 3n/4) (it was
always near the top, so a per-candidate scan from n down was O(n)), so a per-candidate scan from
either end does at least ~n^2/4 work."""


def generate(n, rng):
    n = max(n, 1)
    gone = rng.randint(0, n) if n <= 1000 else rng.randrange(n // 4, 3 * n // 4)
    nums = [x for x in range(n + 1) if x != gone]
    rng.shuffle(nums)
    return [nums]


def valid(args):
    (nums,) = args
    n = len(nums) if type(nums) is list else 0
    return 1 <= n <= 10**5 and all(type(x) is int and 0 <= x <= n for x in nums) and len(set(nums)) == n
