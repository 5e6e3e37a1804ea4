"""A string of n lowercase letters. Small strings mix a few vowels and one consonant so parities
change often. Large strings are consonants with each vowel placed a few times (0 to 5) at random
positions, so the parity masks change only at a handful of places and the longest substring
(anywhere from short to almost n) varies with the seed."""

import string


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        letters = rng.choice(["ab", "aeb", "aeiouz", "eox", "bcd"])
        return ["".join(rng.choice(letters) for _ in range(n))]
    consonants = [c for c in string.ascii_lowercase if c not in "aeiou"]
    s = [rng.choice(consonants) for _ in range(n)]
    for v in "aeiou":
        for _ in range(rng.randint(0, 5)):
            s[rng.randrange(n)] = v
    return ["".join(s)]


def valid(args):
    """The statement's preconditions: 1..10^5 lowercase letters."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 10**5 and all("a" <= ch <= "z" for ch in s)
