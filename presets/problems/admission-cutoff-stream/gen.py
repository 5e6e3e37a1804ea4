"""A Cutoff with k and an initial list, then about n adds. Small tests use k in 1..4 and scores from
a tiny range (ties) with the initial list sometimes shorter than k; large tests start with 10^4
scores and k = 5000, then up to 10^5 adds over the full range."""


def generate(n, rng):
    if n <= 16:
        k = rng.randint(1, 4)
        hi = rng.choice([3, 10])
        init = [rng.randint(-hi, hi) for _ in range(rng.randint(max(0, k - 1), k + 3))]
        calls = [["Cutoff", k, init]]
        calls += [["add", rng.randint(-hi, hi)] for _ in range(max(1, n))]
        return calls
    k = min(5000, n // 4)
    init = [rng.randint(-10**4, 10**4) for _ in range(min(10**4, n // 2))]
    calls = [["Cutoff", k, init]]
    calls += [["add", rng.randint(-10**4, 10**4)] for _ in range(n)]
    return calls
