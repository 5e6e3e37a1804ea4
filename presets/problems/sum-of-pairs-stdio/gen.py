"""n integers and a target as stdin text.

Even large n: values in 0..4 and k = 4, so the answer (~4·10^9) overflows 32-bit counters.
Otherwise the value range varies so that pairs, duplicates and extremes all occur.
"""


def generate(n, rng):
    if n >= 1000 and n % 2 == 0:
        a = [rng.randint(0, 4) for _ in range(n)]
        k = 4
    else:
        span = rng.choice([2, 5, 50, 10**9])
        a = [rng.randint(-span, span) for _ in range(n)]
        if n >= 2 and rng.random() < 0.8:
            k = a[rng.randrange(n)] + a[rng.randrange(n)]
        else:
            k = rng.randint(-2 * span, 2 * span)
    return f"{n} {k}\n" + " ".join(map(str, a)) + "\n"
