"""n distinct pair values (plus one lone value), shuffled: 2n + 1 numbers. Large tests put the lone
value last, so a count-per-element scan does the full quadratic work."""


def generate(n, rng):
    n = max(n, 0)
    lim = 3 * 10**4 if n <= 10 else 10**9
    values = rng.sample(range(-lim, lim + 1), n + 1)
    lone, pairs = values[0], values[1:]
    nums = pairs + pairs
    rng.shuffle(nums)
    if n > 1000:
        nums.append(lone)
    else:
        nums.insert(rng.randint(0, len(nums)), lone)
    return [nums]


def valid(args):
    (nums,) = args
    if type(nums) is not list or len(nums) % 2 == 0 or len(nums) > 10**5 + 1:
        return False
    counts = {}
    for x in nums:
        if type(x) is not int or not -(10**9) <= x <= 10**9:
            return False
        counts[x] = counts.get(x, 0) + 1
    return sorted(counts.values()).count(1) == 1 and all(c in (1, 2) for c in counts.values())
