"""A matrix with about n cells (r·c <= n) of a random shape, as stdin text."""


def generate(n, rng):
    n = max(n, 1)
    shape = rng.random()
    if shape < 0.2:
        r = 1
    elif shape < 0.4:
        r = n
    else:
        r = rng.randint(1, n)
    c = max(1, n // r)
    span = rng.choice([9, 10**9])
    rows = [" ".join(str(rng.randint(-span, span)) for _ in range(c)) for _ in range(r)]
    return f"{r} {c}\n" + "\n".join(rows) + "\n"
