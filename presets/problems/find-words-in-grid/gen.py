"""A letter grid and n candidate words. Small tests: a tiny grid over "ab" (many overlapping paths)
and a few short words. Large tests: an 8×8 grid of almost only "a" and 3000 words made of a run of
"a"s and a short tail over "b".."h": every word matches long self-avoiding paths before it fails (or,
next to the few other letters, succeeds), so searching per word repeats that work 3000 times."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        m, w = rng.randint(1, 3), rng.randint(1, 3)
        board = ["".join(rng.choice("ab") for _ in range(w)) for _ in range(m)]
        words = {"".join(rng.choice("ab") for _ in range(rng.randint(1, 4))) for _ in range(n)}
        return [board, sorted(words, key=lambda _: rng.random())]
    grid = [["a"] * 8 for _ in range(8)]
    for _ in range(6):
        grid[rng.randrange(8)][rng.randrange(8)] = rng.choice("bcd")
    board = ["".join(row) for row in grid]
    words = set()
    while len(words) < min(n, 3000):
        tail = "".join(rng.choice("bcdefgh") for _ in range(rng.randint(1, 4)))
        words.add("a" * rng.randint(4, 6) + tail)
    return [board, sorted(words, key=lambda _: rng.random())]


