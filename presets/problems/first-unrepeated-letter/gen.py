"""A string of n lowercase letters. Small strings use few letters so repeats and unique letters
mix. Large strings: pairs of every letter shuffled over the string, and (most of the time) one or
two letters appear once, placed in the middle half, so the answer is neither at the start nor
readable from the size; sometimes no letter is unique."""

import string


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        letters = string.ascii_lowercase[: rng.choice([2, 3, 5, 26])]
        return ["".join(rng.choice(letters) for _ in range(n))]
    uniques = rng.choice([0, 1, 1, 2])
    chosen = rng.sample(string.ascii_lowercase, uniques)
    rest = [c for c in string.ascii_lowercase if c not in chosen]
    body = [rng.choice(rest) for _ in range((n - uniques) // 2)] * 2
    while len(body) < n - uniques:
        body.append(body[0])
    rng.shuffle(body)
    for c in chosen:
        body.insert(rng.randint(len(body) // 4, 3 * len(body) // 4), c)
    return ["".join(body)]


def valid(args):
    """The statement's preconditions: 1..10^5 lowercase letters."""
    (s,) = args
    return type(s) is str and 1 <= len(s) <= 10**5 and all("a" <= ch <= "z" for ch in s)
