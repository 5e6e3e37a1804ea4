"""n notes, mostly 5s with some 10s and 20s; the mix is tuned so that the answer is true about as
often as false, and when false the failure comes at a varying place."""


def generate(n, rng):
    n = max(1, n)
    p5 = rng.choice([0.45, 0.5, 0.55, 0.6]) if n > 12 else rng.choice([0.4, 0.55, 0.7])
    p10 = (1 - p5) * rng.choice([0.3, 0.5, 0.7])
    out = []
    for _ in range(n):
        r = rng.random()
        out.append(5 if r < p5 else (10 if r < p5 + p10 else 20))
    if n > 12:
        out[: n // 50] = [5] * (n // 50)  # a cushion, so large tests do not fail at once
    return [out]


def valid(args):
    """The statement's preconditions."""
    (bills,) = args
    return type(bills) is list and 1 <= len(bills) <= 10**5 and all(type(b) is int and b in (5, 10, 20) for b in bills)
