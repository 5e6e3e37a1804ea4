"""n elements and about n queries. Small tests use values 0..15 (caps below the minimum, equal to
an element, between elements); large tests use values up to 10^9 with caps spread over the whole
range, so a scan per query costs n · q."""


def generate(n, rng):
    n = max(n, 1)
    hi = 15 if n <= 12 else 10**9
    nums = [rng.randint(0, hi) for _ in range(n)]
    queries = []
    for _ in range(max(1, n + rng.randint(-n // 4, n // 4))):
        x = rng.randint(0, hi)
        r = rng.random()
        cap = rng.choice(nums) if r < 0.3 else (rng.randint(0, min(nums)) if r < 0.4 else rng.randint(0, hi))
        queries.append([x, cap])
    return [nums, queries]


def valid(args):
    """The statement's preconditions: 1..5*10^4 elements and queries, values within 0..10^9."""
    nums, queries = args
    if type(nums) is not list or type(queries) is not list:
        return False
    if not (1 <= len(nums) <= 5 * 10**4 and 1 <= len(queries) <= 5 * 10**4):
        return False
    ok = lambda v: type(v) is int and 0 <= v <= 10**9
    return all(ok(v) for v in nums) and all(type(q) is list and len(q) == 2 and ok(q[0]) and ok(q[1]) for q in queries)
