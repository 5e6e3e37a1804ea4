"""n numbers built from few digits so that prefixes and ties (3 / 30 / 34) are common."""


def generate(n, rng):
    n = max(n, 1)
    out = []
    for _ in range(n):
        if rng.random() < 0.1:
            out.append(0)
        else:
            length = rng.randint(1, 4 if n <= 8 else 9)
            digits = [rng.choice("1233") for _ in range(length)]
            out.append(int("".join(digits)))
    return [out]


def valid(args):
    (nums,) = args
    return 1 <= len(nums) <= 10000 and all(type(x) is int and 0 <= x <= 10**9 for x in nums)
