"""n numbers and n queries, as stdin text."""


def generate(n, rng):
    n = max(n, 1)
    a = [rng.randint(-10**9, 10**9) for _ in range(n)]
    lines = [f"{n} {n}", " ".join(map(str, a))]
    for _ in range(n):
        l = rng.randint(1, n)
        r = rng.randint(l, n)
        lines.append(f"{l} {r}")
    return "\n".join(lines) + "\n"
