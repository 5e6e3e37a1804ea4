"""n half-open intervals as stdin text; small tests use a tiny time range so touching, nested and
identical intervals are common."""


def generate(n, rng):
    horizon = rng.choice([6, 12, 40]) if n < 1000 else 10**9
    longest = max(1, horizon // rng.choice([2, 5, 50, 1000]))
    lines = [str(n)]
    for _ in range(n):
        length = rng.randint(1, min(longest, horizon))
        s = rng.randint(0, horizon - length)
        lines.append(f"{s} {s + length}")
    return "\n".join(lines) + "\n"
