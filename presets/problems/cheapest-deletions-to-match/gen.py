"""Two strings of length about n: small tests over 2..4 letters mixing cheap and expensive ones
('a', 'b', 'y', 'z'), so the longest common subsequence is often not the most valuable; large tests
over the whole alphabet or a few letters."""


def generate(n, rng):
    alpha = rng.choice(["ab", "az", "abyz", "abcdefghijklmnopqrstuvwxyz"]) if n <= 10 else rng.choice(["abyz", "abcdefghijklmnopqrstuvwxyz"])
    m = max(0, n + rng.randint(-2, 2)) if n <= 10 else n
    return ["".join(rng.choice(alpha) for _ in range(n)), "".join(rng.choice(alpha) for _ in range(m))]


def valid(args):
    """The statement's preconditions: two lowercase strings of length 0..500."""
    return all(type(s) is str and len(s) <= 500 and all("a" <= ch <= "z" for ch in s) for s in args)
