"""A sorted shelf of n numbers and about n books. Small tests draw from a tiny range (many equal
numbers, books equal to shelf values, below and above everything); large ones spread over ±10^9
with the books landing anywhere on the shelf, so a scan from the left costs about n/2 per book."""


def generate(n, rng):
    if n <= 12:
        hi = rng.choice([3, 6, 20])
        shelf = sorted(rng.randint(-hi, hi) for _ in range(n))
        books = [rng.randint(-hi - 1, hi + 1) for _ in range(max(1, n + rng.randint(-1, 3)))]
    else:
        shelf = sorted(rng.randint(-10**9, 10**9) for _ in range(n))
        books = [rng.randint(-10**9, 10**9) for _ in range(n)]
    return [shelf, books]


def valid(args):
    """The statement's preconditions: a sorted shelf of 0..10^5 numbers, 1..10^5 books, all within ±10^9."""
    shelf, books = args
    ok = lambda xs: type(xs) is list and len(xs) <= 10**5 and all(type(x) is int and -10**9 <= x <= 10**9 for x in xs)
    return ok(shelf) and ok(books) and len(books) >= 1 and all(a <= b for a, b in zip(shelf, shelf[1:]))
