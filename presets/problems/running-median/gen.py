"""A workload of n operations: about two adds per median query (the first call is always an add).
Small tests use a tiny range (ties, .5 medians); large tests the full range."""


def generate(n, rng):
    n = max(n, 1)
    span = 5 if n <= 20 else 10**9
    calls = [["RunningMedian"], ["add", rng.randint(-span, span)]]
    for _ in range(n - 1):
        if rng.random() < 0.6:
            calls.append(["add", rng.randint(-span, span)])
        else:
            calls.append(["median"])
    return calls


def valid(args):
    """Preconditions: numbers within ±10^9, median only after at least one add, ≤ 10^5 operations."""
    if not args or args[0] != ["RunningMedian"] or len(args) > 10**5 + 1:
        return False
    count = 0
    for call in args[1:]:
        if call[0] == "add" and len(call) == 2 and type(call[1]) is int and -(10**9) <= call[1] <= 10**9:
            count += 1
        elif call == ["median"] and count > 0:
            continue
        else:
            return False
    return True
