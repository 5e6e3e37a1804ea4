"""`n` words drawn from a vocabulary of about n/4 random words, with mixed case and separators."""

SEPARATORS = [" ", " ", " ", "\n", ", ", ". ", "'", "-", " 42 ", "!\n", "\t", "  "]


def word(rng):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, 8)))


def vary_case(w, rng):
    r = rng.random()
    if r < 0.7:
        return w
    if r < 0.85:
        return w.capitalize()
    if r < 0.95:
        return w.upper()
    return "".join(c.upper() if rng.random() < 0.5 else c for c in w)


def generate(n, rng):
    vocab = [word(rng) for _ in range(max(1, n // 4))]
    parts = []
    for _ in range(n):
        parts.append(vary_case(rng.choice(vocab), rng))
        parts.append(rng.choice(SEPARATORS))
    k = rng.randint(1, max(1, n // 2 + 1)) if n < 1000 else 100000
    return f"{k}\n" + "".join(parts)
