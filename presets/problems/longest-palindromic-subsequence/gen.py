"""n lowercase letters: from a, b (long palindromic subsequences, many ties) or from the whole
alphabet (short ones), sometimes a palindrome with noise inserted."""


def generate(n, rng):
    n = max(n, 1)
    letters = rng.choice(["ab", "abc", "abcdefghijklmnopqrstuvwxyz"])
    if rng.random() < 0.3:
        half = [rng.choice(letters) for _ in range(n // 2)]
        core = half + ([rng.choice(letters)] if n % 2 else []) + half[::-1]
        for _ in range(max(1, n // 5)):
            core[rng.randrange(n)] = rng.choice(letters)
        return ["".join(core)]
    return ["".join(rng.choice(letters) for _ in range(n))]


def valid(args):
    """The statement's preconditions: 1..1000 lowercase letters."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 1000 and all("a" <= c <= "z" for c in s)
