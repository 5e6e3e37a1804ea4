"""Two Sum inputs with exactly one answer.

Fillers are multiples of 4 and the answer pair is x ≡ 1, y ≡ 2 (mod 4), so target ≡ 3 (mod 4) is
reachable only by x + y: no other pair (filler + filler ≡ 0, filler + x ≡ 1, filler + y ≡ 2) matches.
"""


def generate(n, rng):
    n = max(n, 2)
    span = max(4, n)
    nums = [4 * rng.randint(-span, span) for _ in range(n)]
    # Large inputs put the pair where a pair scan from either end is quadratic (the first index in
    # the second quarter, the second in the third), at a place drawn like every other value: a
    # program cannot know the answer from the size alone.
    if n < 1000:
        i, j = rng.sample(range(n), 2)
    else:
        i, j = rng.randrange(n // 4, n // 2), rng.randrange(n // 2, 3 * n // 4)
    nums[i] = 4 * rng.randint(-span, span) + 1
    nums[j] = 4 * rng.randint(-span, span) + 2
    return [nums, nums[i] + nums[j]]


def valid(args):
    """A shrunk counterexample must still have exactly one answer."""
    nums, target = args
    pairs = sum(
        1 for i in range(len(nums)) for j in range(i + 1, len(nums)) if nums[i] + nums[j] == target
    )
    return pairs == 1
