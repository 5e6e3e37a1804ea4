"""k distinct values appearing three times each and one lone value (3k + 1 numbers, shuffled).
Negative values are common. Large tests put the lone value last."""


def generate(n, rng):
    n = max(n, 0)
    lim = 20 if n <= 10 else 2**31 - 1
    values = rng.sample(range(-lim, lim), n + 1)
    lone, rest = values[0], values[1:]
    nums = rest * 3
    rng.shuffle(nums)
    if n > 1000:
        nums.append(lone)
    else:
        nums.insert(rng.randint(0, len(nums)), lone)
    return [nums]


def valid(args):
    (nums,) = args
    if type(nums) is not list or len(nums) % 3 != 1 or len(nums) > 10**5:
        return False
    counts = {}
    for x in nums:
        if type(x) is not int or not -(2**31) <= x <= 2**31 - 1:
            return False
        counts[x] = counts.get(x, 0) + 1
    return sorted(counts.values()).count(1) == 1 and all(c in (1, 3) for c in counts.values())
