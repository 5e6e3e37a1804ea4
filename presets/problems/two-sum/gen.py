"""Two Sum inputs with exactly one answer.

Fillers are multiples of 4 and the answer pair is x ≡ 1, y ≡ 2 (mod 4), so target ≡ 3 (mod 4) is
reachable only by x + y: no other pair (filler + filler ≡ 0, filler + x ≡ 1, filler + y ≡ 2) matches.
"""


def generate(n, rng):
    n = max(n, 2)
    span = max(4, n)
    nums = [4 * rng.randint(-span, span) for _ in range(n)]
    # Large inputs put the pair at the end: the worst case of a pair scan, so O(n^2) shows.
    i, j = rng.sample(range(n), 2) if n < 1000 else (n - 2, n - 1)
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
