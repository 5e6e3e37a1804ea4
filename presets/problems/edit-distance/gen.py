"""Two words of length up to n over a small alphabet (so matches are frequent). Small tests include
empty words; the large one has two 500-letter words."""


def generate(n, rng):
    alphabet = "abc" if n <= 100 else "abcdefgh"
    a = "".join(rng.choice(alphabet) for _ in range(n if n > 100 else rng.randint(0, n)))
    b = "".join(rng.choice(alphabet) for _ in range(n if n > 100 else rng.randint(0, n)))
    if a and rng.random() < 0.3:
        b = a[: rng.randint(0, len(a))] + b[: max(0, n - len(a))]
    return [a, b]
