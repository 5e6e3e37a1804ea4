"""x and n with |x^n| <= 10^4. Small sizes: small |n| and ordinary x; larger sizes: |n| up to
2^31 - 1 with x very close to ±1 (or exactly ±1, 0.5 with a huge n giving ~0, …)."""


def generate(n, rng):
    if n <= 12:
        while True:
            e = rng.randint(-n, n)
            x = round(rng.uniform(-2, 2), 3)
            if valid([x, e]):
                return [x, e]
    e = rng.choice([1, -1]) * rng.randint(10**8, 2**31 - 1)
    if rng.random() < 0.1:
        e = -(2**31)
    kind = rng.random()
    if kind < 0.3:
        x = rng.choice([1.0, -1.0])
    elif kind < 0.5:
        x = rng.choice([0.5, 2.0, -0.5])  # |x^n| underflows to ~0 on one side only
        if (abs(x) > 1) == (e > 0):
            e = -e if e != -(2**31) else 2**31 - 1
    else:
        target = rng.uniform(-4, 4)  # x = exp(target / e): x^e = e^target
        import math

        x = math.exp(target / e) * rng.choice([1, -1])
    return [x, e]


def valid(args):
    x, n = args
    if not (type(x) in (int, float) and type(n) is int and -100 < x < 100 and -(2**31) <= n <= 2**31 - 1):
        return False
    if x == 0 and n <= 0:
        return False
    try:
        v = abs(x) ** n
    except (OverflowError, ZeroDivisionError):
        return False
    return v <= 10**4
