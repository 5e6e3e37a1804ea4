from itertools import permutations


def minimum_xor_sum(a, b):
    return min(sum(x ^ y for x, y in zip(a, p)) for p in permutations(b))  # n! orders
