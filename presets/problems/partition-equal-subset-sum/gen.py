"""n numbers in 1..100 (small tests: 1..12). Among the large sizes, an odd n gives an input with an
even sum and no equal split: multiples of 3 plus a single 2, so the total is ≡ 2 and half of it
≡ 1 (mod 3), which no subset reaches; a search without memo then explores ~2^n subsets. An even n
gives random numbers with an even sum."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [[rng.randint(1, 12) for _ in range(n)]]
    k = min(n, 200)
    if n % 2:
        nums = [3 * rng.randint(1, 33) for _ in range(k - 1)] + [2]
        if sum(nums) % 2:
            nums[0] += 3 if nums[0] + 3 <= 99 else -3
        rng.shuffle(nums)
        return [nums]
    nums = [rng.randint(1, 100) for _ in range(k)]
    if sum(nums) % 2:
        nums[0] = nums[0] + 1 if nums[0] < 100 else nums[0] - 1
    return [nums]


def valid(args):
    (nums,) = args
    return type(nums) is list and 1 <= len(nums) <= 200 and all(type(x) is int and 1 <= x <= 100 for x in nums)
