"""n bits. Small tests: random bits with varied bias. Large tests: a biased random walk (mostly 1s
or mostly 0s) with a balanced stretch of random length planted at a random place, so the answer
is neither n nor readable from the size, and the longest stretch does not start at index 0."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 16:
        p = rng.choice([0.2, 0.5, 0.8])
        return [[1 if rng.random() < p else 0 for _ in range(n)]]
    major = rng.randint(0, 1)
    bits = [major if rng.random() < 0.8 else 1 - major for _ in range(n)]
    length = 2 * rng.randint(n // 8, 3 * n // 8)
    start = rng.randint(0, n - length)
    block = [0, 1] * (length // 2)
    rng.shuffle(block)
    bits[start:start + length] = block
    return [bits]


def valid(args):
    """The statement's preconditions: 1..10^5 values, each 0 or 1."""
    (bits,) = args
    return type(bits) is list and 1 <= len(bits) <= 10**5 and all(type(b) is int and b in (0, 1) for b in bits)
